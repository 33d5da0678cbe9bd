import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ productsPerCompany: 20 });
});
afterAll(async () => {
  await stack?.close();
});

interface Payload {
  message: string | null;
  userErrors: { code: string; message: string; field: string[] | null }[];
}

const REVIEW = `mutation($input: ProductReviewInput!) {
  productReviewAdd(input: $input) { message userErrors { code message field } }
}`;
const NOTICE = `mutation($input: RestockNoticeInput!) {
  restockNoticeRequest(input: $input) { message userErrors { code message field } }
}`;

async function loggedIn(username = 'CL001') {
  const client = new ShopClient(stack.baseUrl);
  const login = await client.login(username);
  expect(login.data?.login.userErrors).toEqual([]);
  return client;
}

const review = async (client: ShopClient, input: Record<string, unknown>) =>
  client.gql<{ productReviewAdd: Payload }>(REVIEW, { input });

const notice = async (client: ShopClient, input: Record<string, unknown>) =>
  client.gql<{ restockNoticeRequest: Payload }>(NOTICE, { input });

/** The sizes of demo product 2 (no stock, no arrivals, tagged PROMEMORIA: 'notify me'). */
async function unavailableArticle(client: ShopClient): Promise<string> {
  const res = await client.gql<{ product: { variations: { sizes: { id: string; unavailable: boolean }[] }[] } }>(
    '{ product(id: "2") { variations { sizes { id unavailable } } } }',
  );
  const size = res.data!.product.variations.flatMap((v) => v.sizes).find((s) => s.unavailable);
  if (!size) throw new Error('demo product 2 has no unavailable size');
  return size.id;
}

describe('productReviewAdd', () => {
  it('posts the review and answers with the specification text', async () => {
    const client = await loggedIn();
    const res = await review(client, { productId: '1', name: 'Mario', email: 'mario@example.it', message: 'Ottima qualità', rating: 4 });
    expect(res.errors).toBeUndefined();
    expect(res.data?.productReviewAdd).toEqual({ message: 'Recensione aggiunta con successo', userErrors: [] });
  });

  it('defaults the rating to 5 and needs no email', async () => {
    const client = await loggedIn();
    const res = await review(client, { productId: '3', name: 'Anna', message: 'Consegna rapida' });
    expect(res.data?.productReviewAdd.message).toBe('Recensione aggiunta con successo');
  });

  it('refuses empty fields, a bad rating and a bad email with userErrors', async () => {
    const client = await loggedIn();
    const res = await review(client, { productId: '1', name: ' ', email: 'mario@', message: '', rating: 6 });
    const payload = res.data!.productReviewAdd;
    expect(payload.message).toBeNull();
    expect(payload.userErrors.map((e) => [e.field?.join('.'), e.code])).toEqual([
      ['input.name', 'REQUIRED'],
      ['input.message', 'REQUIRED'],
      ['input.email', 'INVALID_EMAIL'],
      ['input.rating', 'INVALID_RATING'],
    ]);
    expect(payload.userErrors[0]?.message).toBe('Attenzione, campi obbligatori non inseriti');
  });

  it('refuses an unknown product', async () => {
    const client = await loggedIn();
    const res = await review(client, { productId: '999999', name: 'Mario', message: 'Bello' });
    expect(res.data?.productReviewAdd.userErrors[0]).toMatchObject({ code: 'NOT_FOUND', message: 'Articolo non trovato' });
  });

  it('needs a login', async () => {
    const res = await review(new ShopClient(stack.baseUrl), { productId: '1', name: 'Mario', message: 'Bello' });
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('restockNoticeRequest', () => {
  it("registers the request and passes on the upstream's answer", async () => {
    const client = await loggedIn('CL002');
    const articleId = await unavailableArticle(client);
    const first = await notice(client, { productId: '2', articleId });
    expect(first.errors).toBeUndefined();
    expect(first.data?.restockNoticeRequest).toEqual({
      message: "Richiesta registrata: ti avviseremo quando l'articolo sarà disponibile",
      userErrors: [],
    });
    // Asking twice is harmless: the upstream keeps one request.
    const again = await notice(client, { productId: '2', articleId });
    expect(again.data?.restockNoticeRequest.userErrors).toEqual([]);
  });

  it('refuses an article that is not a size of the product', async () => {
    const client = await loggedIn();
    const articleId = await unavailableArticle(client);
    const res = await notice(client, { productId: '1', articleId });
    expect(res.data?.restockNoticeRequest).toEqual({
      message: null,
      userErrors: [{ code: 'NOT_FOUND', message: 'Articolo non trovato', field: ['input', 'articleId'] }],
    });
  });

  it('needs a login', async () => {
    const res = await notice(new ShopClient(stack.baseUrl), { productId: '2', articleId: '1000200' });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
