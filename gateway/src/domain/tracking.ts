// Shipment tracking (ordering spec §4): GLS and BRT open the carrier's tracking page; any other
// shipment with a consignment number shows that number; otherwise the shop says there is nothing
// to track (no carrier or pickup on site).

import { TRACKING_MESSAGES } from './messages.ts';

export interface TrackedDocument {
  /** DesVet. */
  carrier: string;
  /** NUMCON. */
  consignment: string;
  /** numOrd. */
  orderNumber: string;
  /** datDoc, in any of the upstream's formats ('YYYY-MM-DD', 'MM-DD-YYYY', 'dd/MM/yyyy'). */
  date: string;
}

export type TrackingKind = 'GLS' | 'BRT' | 'CONSIGNMENT' | 'NONE';

export interface TrackingLink {
  kind: TrackingKind;
  /** The carrier's tracking page, when there is one. */
  url: string | null;
  trackingNumber: string | null;
  /** The alert shown instead of a link. */
  message: string | null;
}

export const GLS_TRACKING_URL =
  'https://www.gls-italy.com/?option=com_gls&view=track_e_trace&mode=search&tipo_codice=nazionale&numero_spedizione=';
export const BRT_TRACKING_URL =
  'https://vas.brt.it/vas/sped_det_show.hsm?referer=sped_numspe_par.htm&Nspediz=';

const GLS = /\bGLS\b/iu;
const BRT = /\bBRT\b|BARTOLINI/iu;

/** The two-digit year of a document date, whichever way round the date is written. */
export function yearSuffix(date: string): string | null {
  const year = /\b(\d{4})\b/u.exec(date)?.[1];
  return year ? year.slice(-2) : null;
}

/** GLS numbers its consignments from the sender's prefix, the order number and the year. */
export function glsTrackingNumber(prefix: string, orderNumber: string, date: string): string | null {
  const yy = yearSuffix(date);
  const order = orderNumber.trim();
  if (prefix.trim() === '' || order === '' || yy === null) return null;
  return `${prefix.trim()}${order}${yy}`;
}

export function trackingLink(doc: TrackedDocument, glsPrefix: string): TrackingLink {
  const consignment = doc.consignment.trim();
  if (GLS.test(doc.carrier)) {
    const number = glsTrackingNumber(glsPrefix, doc.orderNumber, doc.date);
    if (number !== null) {
      return {
        kind: 'GLS',
        url: GLS_TRACKING_URL + encodeURIComponent(number),
        trackingNumber: number,
        message: null,
      };
    }
  }
  if (BRT.test(doc.carrier) && consignment !== '') {
    return {
      kind: 'BRT',
      url: BRT_TRACKING_URL + encodeURIComponent(consignment),
      trackingNumber: consignment,
      message: null,
    };
  }
  if (consignment !== '')
    return { kind: 'CONSIGNMENT', url: null, trackingNumber: consignment, message: null };
  return { kind: 'NONE', url: null, trackingNumber: null, message: TRACKING_MESSAGES.unavailable };
}
