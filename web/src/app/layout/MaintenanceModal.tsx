import { useEffect, useRef } from 'react';
import { it } from '../../i18n/it';
import styles from './MaintenanceModal.module.css';

/** The maintenance notice; the gateway decides when maintenance is on. It cannot be dismissed. */
export function MaintenanceModal({ imageUrl }: { imageUrl: string | null | undefined }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={dialogRef}
      className={`modal ${styles.maintenance}`}
      aria-labelledby="maintenance-title"
      data-testid="maintenance"
      onCancel={(event) => event.preventDefault()}
    >
      <h2 id="maintenance-title" className="modal__title">
        {it.maintenance.title}
      </h2>
      {imageUrl ? (
        <img
          src={imageUrl}
          alt={it.maintenance.text}
          className={styles.image}
          width={320}
          height={200}
          style={{ maxWidth: '100%', height: 'auto' }}
        />
      ) : (
        <p>{it.maintenance.text}</p>
      )}
    </dialog>
  );
}
