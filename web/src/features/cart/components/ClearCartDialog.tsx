import { useId } from 'react';
import { ModalDialog } from '../../../components/ModalDialog';
import { itCart } from '../../../i18n/it-cart';
import styles from '../CartPage.module.css';

interface ClearCartDialogProps {
  lineCount: number;
  onAnswer(clear: boolean): void;
}

/**
 * 'Svuota carrello' asks first: a weekly order of a hundred lines is one click from gone, and
 * the upstream keeps no copy to take back. 'Annulla' has the focus, so Enter keeps the cart.
 */
export function ClearCartDialog({ lineCount, onAnswer }: ClearCartDialogProps) {
  const titleId = useId();
  return (
    <ModalDialog className="modal" aria-labelledby={titleId} onClose={() => onAnswer(false)}>
      <h2 id={titleId} className="modal__title">
        {itCart.clearTitle}
      </h2>
      <p>{itCart.clearQuestion(lineCount)}</p>
      <div className={styles['clear-dialog__actions']}>
        <button type="button" className="btn" autoFocus onClick={() => onAnswer(false)}>
          {itCart.clearCancel}
        </button>
        <button type="button" className={`btn ${styles['clear-dialog__confirm']}`} onClick={() => onAnswer(true)}>
          {itCart.clearConfirm}
        </button>
      </div>
    </ModalDialog>
  );
}
