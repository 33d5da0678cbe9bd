import { describe, expect, it } from 'vitest';
import { checkReview, REVIEW_MESSAGES } from './review.ts';

const base = { name: 'Mario', email: 'mario@example.it', message: 'Ottimo tessuto', rating: 4 };

describe('checkReview', () => {
  it.each([
    ['a full review', base, null],
    ['no rating: 5', { ...base, rating: null }, null],
    ['no email', { ...base, email: '  ' }, null],
    ['blank name', { ...base, name: '  ' }, ['name', 'REQUIRED']],
    ['blank message', { ...base, message: '' }, ['message', 'REQUIRED']],
    ['rating 0', { ...base, rating: 0 }, ['rating', 'INVALID_RATING']],
    ['rating 6', { ...base, rating: 6 }, ['rating', 'INVALID_RATING']],
    ['rating 4.5 (step 1)', { ...base, rating: 4.5 }, ['rating', 'INVALID_RATING']],
    ['malformed email', { ...base, email: 'mario@' }, ['email', 'INVALID_EMAIL']],
    ['a message of 2,000 characters', { ...base, message: 'a'.repeat(2000) }, null],
    ['a message of 2,001 characters', { ...base, message: 'a'.repeat(2001) }, ['message', 'TOO_LONG']],
    ['a message of 900 KB', { ...base, message: 'x'.repeat(900_000) }, ['message', 'TOO_LONG']],
    ['a name of 101 characters', { ...base, name: 'n'.repeat(101) }, ['name', 'TOO_LONG']],
    ['an email of 255 characters', { ...base, email: `${'m'.repeat(244)}@example.it` }, ['email', 'TOO_LONG']],
    ['spaces around a long message do not count', { ...base, message: ` ${'a'.repeat(2000)} ` }, null],
  ] as const)('%s', (_label, draft, problem) => {
    const result = checkReview(draft);
    if (problem === null) {
      expect(result.ok).toBe(true);
    } else {
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.problems.map((p) => [p.field, p.code])).toEqual([problem]);
    }
  });

  it('trims and defaults the rating to 5', () => {
    const result = checkReview({ name: ' Anna ', email: '', message: ' Bello ', rating: undefined });
    expect(result).toEqual({ ok: true, review: { name: 'Anna', email: '', message: 'Bello', rating: 5 } });
  });

  it('uses the specification texts', () => {
    expect(REVIEW_MESSAGES.added).toBe('Recensione aggiunta con successo');
    const result = checkReview({ ...base, name: '' });
    expect(!result.ok && result.problems[0]?.message).toBe('Attenzione, campi obbligatori non inseriti');
    const long = checkReview({ ...base, message: 'a'.repeat(2001) });
    expect(!long.ok && long.problems[0]?.message).toBe('Testo troppo lungo: al massimo 2000 caratteri');
  });
});
