import { useEffect, useId, useRef } from 'react';
import { it } from '../../../i18n/it';
import { formatIsoDate } from '../format-date';

const t = it.checkout;

interface ExistingPickupDialogProps {
  bookedDate: string;
  onAnswer(sameDay: boolean): void;
}

/** The customer already has a pickup booked: Yes takes that date, No leaves the choice as it is. */
export function ExistingPickupDialog({ bookedDate, onAnswer }: ExistingPickupDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={dialogRef}
      className="modal existing-pickup"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onAnswer(false);
      }}
    >
      <h2 id={titleId} className="modal__title">
        {t.existingPickupTitle}
      </h2>
      <p>{t.existingPickupText(formatIsoDate(bookedDate))}</p>
      <div className="existing-pickup__actions">
        <button type="button" className="btn btn--primary" onClick={() => onAnswer(true)}>
          {t.yes}
        </button>
        <button type="button" className="btn" onClick={() => onAnswer(false)}>
          {t.no}
        </button>
      </div>
    </dialog>
  );
}
