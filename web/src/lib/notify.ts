import { createElement, type ReactNode } from 'react';
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

/**
 * Error toasts still on screen per action they answer ('login', a page's save ...): the action's
 * success takes them away, so that 'Nome utente o password non valida' never stays beside
 * 'Accesso Effettuato'.
 */
const errorsByAction = new Map<string, Set<string>>();

/** With an `action`, the next success of that action dismisses this error. */
export function notifyError(message: string, action?: string, requestId?: string): void {
  const toastId = `error:${message}`;
  if (action) errorsByAction.set(action, (errorsByAction.get(action) ?? new Set()).add(toastId));
  withToast((toast) => toast.error(withRequestId(message, requestId), { toastId }));
}

/**
 * The error's text as the catalogue has it, and beside it the request's id for support
 * ('codice richiesta'), in an element of its own so that the text itself stays as written.
 */
function withRequestId(message: string, requestId: string | undefined): ReactNode {
  if (!requestId) return message;
  return createElement(
    'span',
    null,
    createElement('span', null, message),
    ' ',
    createElement('span', { className: 'toast-request-id' }, it.errors.requestId(requestId)),
  );
}

function dismissErrorsOf(toast: Toastify['toast'], action: string | undefined): void {
  if (!action) return;
  for (const toastId of errorsByAction.get(action) ?? []) toast.dismiss(toastId);
  errorsByAction.delete(action);
}

/** An error that stays on screen until dismissed (one at a time per id). */
export function notifyLastingError(message: string, toastId: string): void {
  withToast((toast) => toast.error(message, { toastId, autoClose: false, closeOnClick: false }));
}

/** With an `action`, the errors that action left on screen go away as its success arrives. */
export function notifySuccess(message: string, action?: string): void {
  withToast((toast) => {
    dismissErrorsOf(toast, action);
    toast.success(message);
  });
}

/** With a `toastId`, a notice still on screen is not shown a second time. */
export function notifyInfo(message: string, toastId?: string): void {
  withToast((toast) => toast.info(message, toastId ? { toastId } : undefined));
}
