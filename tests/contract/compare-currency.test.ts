import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => stack?.close());

const ADD = `mutation ($id: ID!) { compareAdd(input: { productId: $id }) {
  message compareList { limit products { id } } userErrors { code message field } } }`;

interface AddData {
  compareAdd: {
    message: string | null;
    compareList: { limit: number; products: { id: string }[] };
    userErrors: { code: string; message: string }[];
  };
}

describe('compare list in the session', () => {
  it('keeps products in order, refuses duplicates, unknown ids and a fifth product', async () => {
    const client = new ShopClient(stack.baseUrl);
    expect((await client.gql<AddData>(ADD, { id: '1' })).data?.compareAdd.message).toBe('Aggiunto al confronto');
    const dup = (await client.gql<AddData>(ADD, { id: '1' })).data?.compareAdd;
    expect(dup?.userErrors).toEqual([expect.objectContaining({ code: 'COMPARE_DUPLICATE', message: 'Articolo già presente nella lista di confronto' })]);
    expect((await client.gql<AddData>(ADD, { id: '999999' })).data?.compareAdd.userErrors[0]?.code).toBe('NOT_FOUND');
    expect((await client.gql<AddData>(ADD, { id: '../1' })).data?.compareAdd.userErrors[0]?.code).toBe('NOT_FOUND');
    for (const id of ['2', '3', '4']) await client.gql<AddData>(ADD, { id });
    const full = (await client.gql<AddData>(ADD, { id: '5' })).data?.compareAdd;
    expect(full?.userErrors[0]?.code).toBe('COMPARE_FULL');
    expect(full?.compareList.products.map((p) => p.id)).toEqual(['1', '2', '3', '4']);
    // Another visitor has a list of their own.
    const other = await new ShopClient(stack.baseUrl).gql<{ compareList: { products: unknown[] } }>('{ compareList { products { id } } }');
    expect(other.data?.compareList.products).toEqual([]);
  });
});

describe('display currency', () => {
  it('converts amounts at the configured rate, only once chosen, and keeps the euro amount', async () => {
    const client = new ShopClient(stack.baseUrl);
    const query = '{ tenant { salesTerms { firstParcel { amount currency formatted display { amount currency formatted } } } } currencies { code rate selected } }';
    type Data = {
      tenant: { salesTerms: { firstParcel: { amount: number; currency: string; display: { amount: number; currency: string; formatted: string } | null } } };
      currencies: { code: string; rate: number; selected: boolean }[];
    };
    const before = (await client.gql<Data>(query)).data;
    expect(before?.tenant.salesTerms.firstParcel.display).toBeNull();
    expect(before?.currencies).toEqual([
      { code: 'EUR', rate: 1, selected: true },
      { code: 'USD', rate: 1.08, selected: false },
      { code: 'GBP', rate: 0.85, selected: false },
    ]);
    const set = await client.gql<{ displayCurrencySet: { currency: string } }>(
      'mutation { displayCurrencySet(input: { currency: GBP }) { currency userErrors { code } } }',
    );
    expect(set.data?.displayCurrencySet.currency).toBe('GBP');
    const after = (await client.gql<Data>(query)).data;
    expect(after?.tenant.salesTerms.firstParcel).toMatchObject({
      amount: 12.9,
      currency: 'EUR',
      display: { amount: 10.97, currency: 'GBP', formatted: '10,97 £' },
    });
    expect(after?.currencies.find((c) => c.selected)?.code).toBe('GBP');
  });
});
