import { it } from '../i18n/it';

type Toastify = typeof import('react-toastify');

// The toast library arrives after the first paint: no page waits for it. A toast asked for
// before it has arrived shows as soon as it does (the library queues toasts until its
// container mounts).
let toastify: Promise<Toastify> | null = null;

export function loadToastify(): Promise<Toastify> {
  toastify ??= import('react-toastify');
  return toastify;
}

function withToast(show: (toast: Toastify['toast']) => void): void {
  void loadToastify().then(({ toast }) => show(toast));
}

/** Fixed toast ids, so that several failing requests of one moment give one toast. */
const SESSION_EXPIRED_TOAST = 'session-expired';

export function notifySessionExpired(): void {
  withToast((toast) => toast.warning(it.session.expired, { toastId: SESSION_EXPIRED_TOAST }));
}

export function notifyError(message: string): void {
  withToast((toast) => toast.error(message, { toastId: `error:${message}` }));
}

/** An error that stays on screen until dismissed (one at a time per id). */
export function notifyLastingError(message: string, toastId: string): void {
  withToast((toast) => toast.error(message, { toastId, autoClose: false, closeOnClick: false }));
}

export function notifySuccess(message: string): void {
  withToast((toast) => toast.success(message));
}

/** With a `toastId`, a notice still on screen is not shown a second time. */
export function notifyInfo(message: string, toastId?: string): void {
  withToast((toast) => toast.info(message, toastId ? { toastId } : undefined));
}
