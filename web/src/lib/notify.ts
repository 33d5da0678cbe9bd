import { toast } from 'react-toastify';
import { it } from '../i18n/it';

/** Fixed toast ids, so that several failing requests of one moment give one toast. */
const SESSION_EXPIRED_TOAST = 'session-expired';

export function notifySessionExpired(): void {
  toast.warning(it.session.expired, { toastId: SESSION_EXPIRED_TOAST });
}

export function notifyError(message: string): void {
  toast.error(message, { toastId: `error:${message}` });
}

export function notifySuccess(message: string): void {
  toast.success(message);
}

export function notifyInfo(message: string): void {
  toast.info(message);
}
