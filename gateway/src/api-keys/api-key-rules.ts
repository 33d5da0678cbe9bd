/** The Italian texts and bounds of key management (spec: the integrator's API). */
export const API_KEY_MESSAGES = {
  required: 'Dai un nome alla chiave',
  tooLong: 'Il nome della chiave può avere al massimo 60 caratteri',
  tooMany: 'Hai già 20 chiavi API: revocane una prima di crearne un’altra',
  /** A wrong, revoked or foreign key: one text for all, a client must not learn which. */
  refused: 'Chiave API non valida o revocata',
  tooManyRequests: 'Troppe richieste con questa chiave API, riprova tra poco',
  maxNameLength: 60,
  maxKeys: 20,
} as const;

export type ApiKeyNameCheck =
  | { ok: true; name: string }
  | { ok: false; code: 'REQUIRED' | 'INVALID_NAME'; message: string };

/** A key's name: trimmed, inner blanks collapsed, required, at most 60 characters. */
export function checkApiKeyName(raw: string): ApiKeyNameCheck {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!name) return { ok: false, code: 'REQUIRED', message: API_KEY_MESSAGES.required };
  if ([...name].length > API_KEY_MESSAGES.maxNameLength) return { ok: false, code: 'INVALID_NAME', message: API_KEY_MESSAGES.tooLong };
  return { ok: true, name };
}
