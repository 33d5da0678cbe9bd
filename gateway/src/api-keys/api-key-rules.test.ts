import { describe, expect, it } from 'vitest';
import { checkApiKeyName } from './api-key-rules.ts';

describe('an API key name', () => {
  it.each([
    ['Sincronizzazione gestionale', { ok: true, name: 'Sincronizzazione gestionale' }],
    ['  ERP   notturno ', { ok: true, name: 'ERP notturno' }],
    ['   ', { ok: false, code: 'REQUIRED', message: 'Dai un nome alla chiave' }],
    ['x'.repeat(60), { ok: true, name: 'x'.repeat(60) }],
    ['x'.repeat(61), { ok: false, code: 'INVALID_NAME', message: 'Il nome della chiave può avere al massimo 60 caratteri' }],
  ])('%j gives %j', (raw, expected) => {
    expect(checkApiKeyName(raw)).toEqual(expected);
  });
});
