import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { download, pdfText, PRODUCT_SIZES, readXlsx, type ProductSizes } from './price-list-support.ts';

// Live price lists (ordering-and-backoffice.md §6, design §5.7): the roles decide which list a
// viewer gets, and the prices are the listing's, computed for the same customer.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ productsPerCompany: 40 });
});
afterAll(async () => {
  await stack?.close();
});

async function loggedIn(user: string, tenant: 1 | 2 | 3 | 4 = 1): Promise<ShopClient> {
  const client = new ShopClient(stack.baseUrl, tenant);
  expect((await client.login(user)).data?.login.userErrors).toEqual([]);
  return client;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('price list downloads', () => {
  it('refuses a logged-out visitor with 401', async () => {
    const res = await download(stack.baseUrl, new ShopClient(stack.baseUrl), '/pricelists/current.xlsx');
    expect(res.status).toBe(401);
  });

  it("gives CL002 its own list as an xlsx whose net prices are the product page's", async () => {
    const client = await loggedIn('CL002');
    const res = await download(stack.baseUrl, client, '/pricelists/current.xlsx');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="listino-esposito-forniture-s-n-c-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const { sheet, header, rows } = await readXlsx(res.body);
    expect(header).toEqual([
      'Codice articolo', 'Codice prodotto', 'Descrizione', 'Categoria', 'Marca', 'Colore', 'Taglia',
      'Prezzo netto', 'Disponibilità', 'In arrivo',
    ]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    expect(rows.length).toBeGreaterThan(40);
    expect(rows.every((r) => typeof r['Prezzo netto'] === 'number' && typeof r['Disponibilità'] === 'number')).toBe(true);
    expect(sheet.getRow(2).getCell(8).numFmt).toContain('€');

    const bySku = new Map(rows.map((r) => [String(r['Codice articolo']), r['Prezzo netto'] as number]));
    let compared = 0;
    for (const id of ['1', '2', '3', '6']) {
      const { product } = (await client.gql<ProductSizes>(PRODUCT_SIZES, { id })).data!;
      const sizes = product!.variations.flatMap((v) => v.sizes);
      if (sizes.length === 0) {
        expect(bySku.get(product!.sku)).toBe(product!.price!.price.amount);
        compared += 1;
      }
      for (const size of sizes) {
        if (!bySku.has(size.sku)) continue;
        expect(bySku.get(size.sku)).toBe(size.price!.price.amount);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(10);
  });

  it('gives CL002 a printable PDF with the company, the products and their prices', async () => {
    const client = await loggedIn('CL002');
    const res = await download(stack.baseUrl, client, '/pricelists/current.pdf');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/filename="listino-esposito-forniture-s-n-c-[\d-]+\.pdf"/);
    const text = await pdfText(res.body);
    expect(text).toContain('Pegaso Moda Ingrosso S.r.l.');
    expect(text).toContain('Listino — Esposito Forniture S.n.c.');
    const { product } = (await client.gql<ProductSizes>(PRODUCT_SIZES, { id: '6' })).data!;
    const price = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(product!.price!.price.amount);
    expect(text).toContain(product!.sku);
    expect(text.replace(/\s/g, ' ')).toContain(price.replace(/\s/g, ' '));
  });

  it('prints the price of each run of sizes where sizes cost differently (an XXL surcharge)', async () => {
    const client = await loggedIn('CL002');
    const { rows } = await readXlsx((await download(stack.baseUrl, client, '/pricelists/current.xlsx')).body);
    // A product whose dearest size costs more than its cheapest: the PDF must say which and how much.
    const byProduct = new Map<string, Array<{ size: string; price: number }>>();
    for (const r of rows) {
      const list = byProduct.get(String(r['Codice prodotto'])) ?? [];
      list.push({ size: String(r['Taglia']), price: r['Prezzo netto'] as number });
      byProduct.set(String(r['Codice prodotto']), list);
    }
    const [sku, sizes] = [...byProduct].find(([, list]) => new Set(list.map((a) => a.price)).size > 1)!;
    const dearest = sizes.reduce((a, b) => (b.price > a.price ? b : a));
    const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
    const text = (await pdfText((await download(stack.baseUrl, client, '/pricelists/current.pdf')).body)).replace(/\s+/g, ' ');
    expect(text).toContain(sku);
    expect(text).toContain('Prezzi per taglia:');
    // The dearest size is in a band of its own price, alone ('XXL 7,35 €') or with its neighbours ('XXL–3XL 7,35 €').
    const price = euro.format(dearest.price).replace(/\s/g, ' ');
    expect(text, text.slice(text.indexOf(sku), text.indexOf(sku) + 300)).toMatch(
      new RegExp(`(\\S+–)?${dearest.size}(–\\S+)? ${price}`),
    );
  });

  it("refuses a customer another customer's list or another list", async () => {
    const client = await loggedIn('CL001');
    expect((await download(stack.baseUrl, client, '/pricelists/current.xlsx?customerId=2')).status).toBe(403);
    expect((await download(stack.baseUrl, client, '/pricelists/current.pdf?listId=2')).status).toBe(403);
    expect((await download(stack.baseUrl, client, '/pricelists/current.xlsx?customerId=abc')).status).toBe(400);
  });

  it('lets AG001 choose any list or one of its customers, and nothing else', async () => {
    const client = await loggedIn('AG001');
    const options = await client.gql<{ priceListOptions: { role: string; lists: { id: string; name: string }[]; customers: { id: string }[] } }>(
      '{ priceListOptions { role lists { id name } customers { id } showsPrices } }',
    );
    expect(options.data?.priceListOptions.role).toBe('AGENT_CHOICE');
    expect(options.data?.priceListOptions.lists.map((l) => l.id)).toEqual(['1', '2', '3', '90']);
    expect(options.data?.priceListOptions.customers.map((c) => c.id)).toEqual(['1', '2', '3', '5', '6']);

    expect((await download(stack.baseUrl, client, '/pricelists/current.xlsx')).status).toBe(400);
    expect((await download(stack.baseUrl, client, '/pricelists/current.xlsx?customerId=900')).status).toBe(403);
    expect((await download(stack.baseUrl, client, '/pricelists/current.xlsx?listId=77')).status).toBe(404);

    const list = await download(stack.baseUrl, client, '/pricelists/current.xlsx?listId=2');
    expect(list.status).toBe(200);
    expect(list.headers['content-disposition']).toMatch(/filename="listino-rivenditori-/);
    const campana = await download(stack.baseUrl, client, '/pricelists/current.pdf?listId=90');
    expect(campana.status).toBe(200);
    expect(await pdfText(campana.body)).toContain('Listino campana');

    // For its customer CL002 the agent gets exactly CL002's own prices.
    const forCustomer = await readXlsx((await download(stack.baseUrl, client, '/pricelists/current.xlsx?customerId=2')).body);
    const own = await readXlsx((await download(stack.baseUrl, await loggedIn('CL002'), '/pricelists/current.xlsx')).body);
    expect(forCustomer.rows.map((r) => r['Prezzo netto'])).toEqual(own.rows.map((r) => r['Prezzo netto']));
    // A list carries its own discounts: 'Listino rivenditori' (S1 10 %) is never above 'Listino base'.
    const rivenditori = (await readXlsx(list.body)).rows.map((r) => r['Prezzo netto'] as number);
    const base = (await readXlsx((await download(stack.baseUrl, client, '/pricelists/current.xlsx?listId=1')).body)).rows.map(
      (r) => r['Prezzo netto'] as number,
    );
    expect(rivenditori).toHaveLength(base.length);
    expect(rivenditori.every((price, i) => price <= base[i]!)).toBe(true);
    expect(rivenditori.filter((price, i) => price < base[i]!).length).toBeGreaterThan(base.length / 2);
  });

  it("gives company 2 lists at the shop's 'i.i.' prices, and says so: 'Prezzo i.i.' in the xlsx and the PDF", async () => {
    const client = await loggedIn('CL001', 2);
    const options = await client.gql<{ priceListOptions: { pricesIncludeVat: boolean } }>('{ priceListOptions { pricesIncludeVat } }');
    expect(options.data?.priceListOptions.pricesIncludeVat).toBe(true);
    const net = await (await loggedIn('CL002')).gql<{ priceListOptions: { pricesIncludeVat: boolean } }>('{ priceListOptions { pricesIncludeVat } }');
    expect(net.data?.priceListOptions.pricesIncludeVat).toBe(false);
    const xlsx = await download(stack.baseUrl, client, '/pricelists/current.xlsx');
    expect(xlsx.status).toBe(200);
    const { header, rows } = await readXlsx(xlsx.body);
    expect(header).toContain('Prezzo i.i.');
    expect(header).not.toContain('Prezzo netto');
    // The figure is the one the shop shows, marked 'i.i.' there.
    const bySku = new Map(rows.map((r) => [String(r['Codice articolo']), r['Prezzo i.i.'] as number]));
    const { product } = (await client.gql<ProductSizes>(PRODUCT_SIZES, { id: '1' })).data!;
    const size = product!.variations.flatMap((v) => v.sizes).find((s) => bySku.has(s.sku))!;
    expect(bySku.get(size.sku)).toBe(size.price!.price.amount);

    const pdf = await download(stack.baseUrl, client, '/pricelists/current.pdf');
    expect(pdf.status).toBe(200);
    const text = (await pdfText(pdf.body)).replace(/\s+/g, ' ');
    expect(text).toContain('Prezzo i.i.');
    expect(text).toContain('Prezzi IVA inclusa (i.i.), validi al');
    expect(text).not.toContain('Prezzo netto');
    expect(text).not.toContain('IVA esclusa');
  });

  it('gives company 4 without showPrice a list without the price column', async () => {
    const client = await loggedIn('CL004', 4);
    const res = await download(stack.baseUrl, client, '/pricelists/current.xlsx');
    expect(res.status).toBe(200);
    const { header } = await readXlsx(res.body);
    expect(header).not.toContain('Prezzo netto');
    expect(header).toContain('Codice articolo');
  });
});
