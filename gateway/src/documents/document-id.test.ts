import { describe, expect, it } from 'vitest';
import { documentIdOf, parseDocumentId } from './document-id.ts';

describe('document ids', () => {
  it('carries the customer and the ERP id', () => {
    expect(documentIdOf(2, 1234)).toBe('2-1234');
    expect(parseDocumentId('2-1234')).toEqual({ customerId: 2, iddocven: 1234 });
  });

  it.each([[''], ['1234'], ['2-'], ['-5'], ['a-1'], ['2-1-3'], ['2-1.pdf'], ['1234567890-1']])(
    'refuses %j',
    (id) => {
      expect(parseDocumentId(id)).toBeNull();
    },
  );
});
