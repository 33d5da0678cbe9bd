import { useId } from 'react';
import { ModalDialog } from '../../../components/ModalDialog';
import { itCheckout } from '../../../i18n/it-checkout';
import { formatIsoDate } from '../../../lib/italian-date';
import styles from '../Checkout.module.css';

const t = itCheckout;

interface ExistingPickupDialogProps {
  bookedDate: string;
  onAnswer(sameDay: boolean): void;
}

/** The customer already has a pickup booked: Yes takes that date, No leaves the choice as it is. */
export function ExistingPickupDialog({ bookedDate, onAnswer }: ExistingPickupDialogProps) {
  const titleId = useId();
  return (
    <ModalDialog className="modal existing-pickup" aria-labelledby={titleId} onClose={() => onAnswer(false)}>
      <h2 id={titleId} className="modal__title">
        {t.existingPickupTitle}
      </h2>
      <p>{t.existingPickupText(formatIsoDate(bookedDate))}</p>
      <div className={styles['existing-pickup__actions']}>
        <button type="button" className="btn btn--primary" onClick={() => onAnswer(true)}>
          {t.yes}
        </button>
        <button type="button" className="btn" onClick={() => onAnswer(false)}>
          {t.no}
        </button>
      </div>
    </ModalDialog>
  );
}
