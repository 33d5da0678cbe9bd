import type { ShipmentItem } from './api/documents-queries';
import { itDocuments } from '../../i18n/it-documents';

const t = itDocuments.shipments;

/**
 * Opens the carrier's tracking page in a new window (ordering spec §4). No page: the gateway's
 * message ('Spedizione non disponibile o previsto RITIRO IN SEDE') or the consignment number.
 * A blocked popup asks to enable popups.
 */
export function openTracking(tracking: ShipmentItem['tracking']): void {
  if (tracking.url) {
    // Not 'noopener': with it the call returns null even when the window opened, and a blocked
    // popup could not be told apart. The shop's Cross-Origin-Opener-Policy already cuts the
    // carrier's page off from ours; clearing the opener covers a deployment without it.
    const win = window.open(tracking.url, '_blank');
    if (!win) {
      window.alert(t.popupBlocked);
      return;
    }
    try {
      win.opener = null;
    } catch {
      // A window of another browsing context group refuses the assignment: it has no opener anyway.
    }
    return;
  }
  window.alert(tracking.message ?? (tracking.trackingNumber ? t.consignment(tracking.trackingNumber) : ''));
}
