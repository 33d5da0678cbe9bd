import { useEffect, useRef, type DialogHTMLAttributes, type ReactNode } from 'react';

interface ModalDialogProps extends Omit<DialogHTMLAttributes<HTMLDialogElement>, 'onCancel' | 'open'> {
  /** Called on Escape and on a click on the backdrop; without it the dialog cannot be dismissed. */
  onClose?: () => void;
  /** Whether a click on the backdrop closes the dialog (as Escape does). */
  closeOnBackdrop?: boolean;
  children: ReactNode;
}

/**
 * A native modal <dialog>, opened when it mounts: the page behind is inert, focus stays inside,
 * and Escape asks the owner to close it (the owner unmounts it), so React keeps the state.
 */
export function ModalDialog({ onClose, closeOnBackdrop = false, children, ...rest }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      {...rest}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (closeOnBackdrop && event.target === event.currentTarget) onClose?.();
        rest.onClick?.(event);
      }}
    >
      {children}
    </dialog>
  );
}
