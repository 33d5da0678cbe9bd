import { useId } from 'react';
import { ModalDialog } from '../../components/ModalDialog';
import { itOffline } from '../../i18n/it-offline';
import styles from './OfflinePage.module.css';

interface LogoutUnsentDialogProps {
  unsent: number;
  onAnswer(logout: boolean): void;
}

/**
 * Logging out removes the user's offline data from a shared tablet, orders not yet sent
 * included: the agent is told how many would go and chooses. 'Annulla' has the focus, so Enter
 * keeps them.
 */
export function LogoutUnsentDialog({ unsent, onAnswer }: LogoutUnsentDialogProps) {
  const titleId = useId();
  return (
    <ModalDialog className="modal" aria-labelledby={titleId} onClose={() => onAnswer(false)}>
      <h2 id={titleId} className="modal__title">
        {itOffline.logoutUnsentTitle}
      </h2>
      <p>{itOffline.logoutUnsentQuestion(unsent)}</p>
      <div className={styles.dialogActions}>
        <button type="button" className="btn" autoFocus onClick={() => onAnswer(false)}>
          {itOffline.logoutUnsentCancel}
        </button>
        <button type="button" className={`btn ${styles.dangerButton}`} onClick={() => onAnswer(true)}>
          {itOffline.logoutUnsentConfirm}
        </button>
      </div>
    </ModalDialog>
  );
}
