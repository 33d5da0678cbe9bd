/**
 * The one shape of an ERP's answer to a call it may refuse: the value, or the refusal with the
 * ERP's own text. Only unreachable or malformed replies throw (erp-failure.ts); a refusal is
 * an ordinary answer the caller decides about (a userError, FORBIDDEN, a retry, a log line).
 */
export interface ErpRefusal {
  /** The ERP call that refused, for logs. */
  call: string;
  /** The ERP's error text (Errore, errorDescription) as it wrote it. */
  error: string;
  /** What the user is shown: the ERP's answer (Risposta) when it gave one, else its error text. */
  message: string;
  /** The ERP refused the username and password sent with the call. */
  badCredentials: boolean;
}

export type ErpResult<T> = { ok: true; value: T } | { ok: false; refusal: ErpRefusal };

export const accepted = <T>(value: T): ErpResult<T> => ({ ok: true, value });

export const refusedBy = (
  call: string,
  error: string,
  message: string = error,
  badCredentials = false,
): { ok: false; refusal: ErpRefusal } => ({ ok: false, refusal: { call, error, message, badCredentials } });
