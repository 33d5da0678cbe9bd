import { describe, expect, it } from 'vitest';
import { showRefusals } from './form-refusals';

describe('showRefusals', () => {
  it('puts each refusal on its field, focuses only the first, and returns the others', () => {
    const calls: [string, string, boolean][] = [];
    const setError = ((name: string, error: { message?: string }, options?: { shouldFocus?: boolean }) =>
      calls.push([name, error.message ?? '', options?.shouldFocus ?? false])) as never;
    const rest = showRefusals(
      [
        { code: 'INVALID_VAT_NUMBER', message: 'Partita IVA non valida', field: ['input', 'vatNumber'] },
        { code: 'LOCALITY_REQUIRED', message: 'Inserire la località', field: ['input', 'legalLocality'] },
        { code: 'UPSTREAM_REFUSED', message: 'Errore del gestionale', field: null },
        { code: 'TOO_LONG', message: 'Troppo lungo', field: ['input', 'unknown'] },
      ],
      setError,
      ['vatNumber', 'legalLocality'] as never,
    );
    expect(calls).toEqual([
      ['vatNumber', 'Partita IVA non valida', true],
      ['legalLocality', 'Inserire la località', false],
    ]);
    expect(rest.map((r) => r.code)).toEqual(['UPSTREAM_REFUSED', 'TOO_LONG']);
  });
});
