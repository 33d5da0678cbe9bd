import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isItalianPublicHoliday } from '../../gateway/src/domain/pickup-dates.ts';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { ARTICLES, PLACE_ORDER, saveUpstreamCart, workingDayAhead, type PlaceOrderResult } from './order-fixtures.ts';

let stack: Stack;
beforeAll(async () => {
  // Many logins of one account in a minute: the per-user login limit is not under test here.
  stack = await startStack({ productsPerCompany: 20, env: { LOGIN_USER_RATE_LIMIT: '10000' } });
});
afterAll(async () => {
  await stack?.close();
});

/** A PNG's first bytes (signature and IHDR): enough for content sniffing. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex').toString('base64');
const farDate = workingDayAhead(40, isItalianPublicHoliday);

const USER_ERRORS = 'userErrors { field code message }';
const ADMIN_OPERATIONS: Array<[string, string, Record<string, unknown>?]> = [
  ['pickupAdministration', '{ pickupAdministration { disabledDates slotsPerDay enabledDates { date pickups } } }'],
  ['banners', '{ banners { id name } }'],
  ['homePageLayouts', '{ homePageLayouts { loggedIn { cols } } }'],
  ['adminAuditLog', '{ adminAuditLog { id action } }'],
  ['pickupDisabledDateAdd', `mutation($i: PickupDateInput!) { pickupDisabledDateAdd(input: $i) { message ${USER_ERRORS} } }`, { i: { date: farDate } }],
  ['pickupDisabledDateDelete', `mutation($i: PickupDateInput!) { pickupDisabledDateDelete(input: $i) { message ${USER_ERRORS} } }`, { i: { date: farDate } }],
  ['pickupEnabledDateAdd', `mutation($i: PickupEnabledDateAddInput!) { pickupEnabledDateAdd(input: $i) { message ${USER_ERRORS} } }`, { i: { date: farDate, pickups: 2 } }],
  ['pickupEnabledDateDelete', `mutation($i: PickupDateInput!) { pickupEnabledDateDelete(input: $i) { message ${USER_ERRORS} } }`, { i: { date: farDate } }],
  ['pickupSlotsChange', `mutation($i: PickupSlotsChangeInput!) { pickupSlotsChange(input: $i) { message ${USER_ERRORS} } }`, { i: { slotsPerDay: 5 } }],
  ['bannerSave', `mutation($i: BannerSaveInput!) { bannerSave(input: $i) { banner { id } ${USER_ERRORS} } }`, { i: { type: 'CAROUSEL', name: 'Prova', slides: [] } }],
  ['bannerDefaultSet', `mutation($i: BannerDefaultSetInput!) { bannerDefaultSet(input: $i) { banner { id } ${USER_ERRORS} } }`, { i: { timeStamp: '1700000000003', forVisitors: false, isDefault: false } }],
  ['adminImageUpload', `mutation($i: AdminImageUploadInput!) { adminImageUpload(input: $i) { image { url } ${USER_ERRORS} } }`, { i: { fileName: 'a.png', contentBase64: PNG } }],
  ['homePageSave', `mutation($i: HomePageSaveInput!) { homePageSave(input: $i) { layouts { loggedIn { cols } } ${USER_ERRORS} } }`, { i: { forVisitors: false, blocks: [{ rows: 1, cols: 1, cells: [{ type: 'TEXT', width: 0, content: '<p>Ciao</p>' }] }] } }],
];

async function as(user: string | null, on: Stack = stack, company: 1 | 2 | 3 | 4 = 1): Promise<ShopClient> {
  const client = new ShopClient(on.baseUrl, company);
  if (user) expect((await client.login(user)).data?.login.viewer).not.toBeNull();
  return client;
}

describe('admin operations are enforced by the gateway', () => {
  it.each([null, 'CL001', 'AG001'])('%s gets FORBIDDEN and no data from every admin operation', async (user) => {
    const client = await as(user);
    for (const [name, query, variables] of ADMIN_OPERATIONS) {
      const res = await client.gql<Record<string, unknown>>(query, variables);
      expect(res.errors?.map((e) => e.extensions?.code), name).toEqual(['FORBIDDEN']);
      expect(res.data?.[name] ?? null, name).toBeNull();
    }
    const can = await client.gql<{ me: { can: Record<string, boolean> } | null }>('{ me { can { editBanners editHomepage administerPickups readAuditLog } } }');
    for (const flag of Object.values(can.data?.me?.can ?? {})) expect(flag).toBe(false);
  });

  it('CL900 may use every admin operation, and each change lands in the audit trail', async () => {
    const client = await as('CL900');
    const can = await client.gql<{ me: { can: Record<string, boolean> } }>('{ me { can { editBanners editHomepage administerPickups readAuditLog } } }');
    expect(can.data?.me.can).toEqual({ editBanners: true, editHomepage: true, administerPickups: true, readAuditLog: true });
    for (const [name, query, variables] of ADMIN_OPERATIONS) {
      const res = await client.gql<Record<string, { userErrors?: unknown[] } | null>>(query, variables);
      expect(res.errors, name).toBeUndefined();
      expect(res.data?.[name], name).not.toBeNull();
      if (res.data?.[name] && 'userErrors' in (res.data[name] as object)) expect(res.data[name]?.userErrors, name).toEqual([]);
    }
    const trail = await client.gql<{ adminAuditLog: Array<{ username: string; action: string; before: string | null; after: string | null }> }>(
      '{ adminAuditLog(limit: 20) { username action before after } }',
    );
    const actions = trail.data?.adminAuditLog.map((e) => e.action) ?? [];
    expect(actions).toEqual(expect.arrayContaining(['PICKUP_DISABLED_ADD', 'PICKUP_SLOTS', 'BANNER_CREATE', 'BANNER_DEFAULT', 'IMAGE_UPLOAD', 'HOMEPAGE_SAVE']));
    expect(actions[0]).toBe('HOMEPAGE_SAVE');
    expect(trail.data?.adminAuditLog[0]?.username).toBe('CL900');
    expect(JSON.parse(trail.data?.adminAuditLog[0]?.after ?? 'null')[0].cells[0].content).toBe('<p>Ciao</p>');
  });
});

describe('admin rights belong to a company', () => {
  const CAN = '{ me { can { editBanners editHomepage administerPickups readAuditLog } } }';
  const READS = ADMIN_OPERATIONS.filter(([name]) => ['pickupAdministration', 'banners', 'homePageLayouts', 'adminAuditLog'].includes(name));

  it("CL900, company 1's admin, is FORBIDDEN on company 2, which lists nobody", async () => {
    const client = await as('CL900', stack, 2);
    for (const [name, query, variables] of ADMIN_OPERATIONS) {
      const res = await client.gql<Record<string, unknown>>(query, variables);
      expect(res.errors?.map((e) => e.extensions?.code), name).toEqual(['FORBIDDEN']);
    }
    const can = await client.gql<{ me: { can: Record<string, boolean> } }>(CAN);
    expect(can.data?.me.can).toEqual({ editBanners: false, editHomepage: false, administerPickups: false, readAuditLog: false });
  });

  it('CL900 administers company 2 once company 2 lists it, and company 1 only when listed there too', async () => {
    const listed = await startStack({
      reuseUpstream: stack,
      env: { ADMIN_BANNER_REF_IDS: '2:9900', ADMIN_PICKUP_REF_IDS: '2:9900', ADMIN_PICKUP_CUSTOMER_ID: '2:900' },
    });
    try {
      const onTwo = await as('CL900', listed, 2);
      const can = await onTwo.gql<{ me: { can: Record<string, boolean> } }>(CAN);
      expect(can.data?.me.can).toEqual({ editBanners: true, editHomepage: true, administerPickups: true, readAuditLog: true });
      for (const [name, query] of READS) expect((await onTwo.gql(query)).errors, name).toBeUndefined();
      const onOne = await as('CL900', listed, 1);
      for (const [name, query] of READS) expect((await onOne.gql(query)).errors?.map((e) => e.extensions?.code), name).toEqual(['FORBIDDEN']);
    } finally {
      await listed.close();
    }
  });
});

describe('uploads', () => {
  it.each([
    ['a PDF named like a picture', 'foto.png', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n').toString('base64')],
    ['text named .jpg', 'foto.jpg', Buffer.from('just some text, not an image at all').toString('base64')],
    ['an SVG (text that may carry script)', 'logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>').toString('base64')],
  ])('refuses %s', async (_name, fileName, contentBase64) => {
    const client = await as('CL900');
    const res = await client.gql<{ adminImageUpload: { image: unknown; userErrors: Array<{ code: string }> } }>(
      `mutation($i: AdminImageUploadInput!) { adminImageUpload(input: $i) { image { url } ${USER_ERRORS} } }`,
      { i: { fileName, contentBase64 } },
    );
    expect(res.data?.adminImageUpload).toMatchObject({ image: null, userErrors: [{ code: 'UPLOAD_NOT_IMAGE' }] });
  });

  it('stores a picture that the gateway then serves from its own origin', async () => {
    const client = await as('CL900');
    const res = await client.gql<{ adminImageUpload: { image: { url: string; file: string } } }>(
      `mutation($i: AdminImageUploadInput!) { adminImageUpload(input: $i) { image { url file } ${USER_ERRORS} } }`,
      { i: { fileName: 'whatever.gif', contentBase64: PNG } },
    );
    const url = res.data?.adminImageUpload.image.url ?? '';
    expect(url).toMatch(/^\/media\/cloud\/\d+\.png$/);
    const served = await fetch(`${stack.baseUrl}${url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).toString('base64')).toBe(PNG);
  });
});

describe('homepage layouts', () => {
  it('refuses a row wider than 100 % with the specification message', async () => {
    const client = await as('CL900');
    const cells = [{ type: 'TEXT', width: 60, content: 'a' }, { type: 'ARTICLE', width: 50, articleId: '1' }];
    const res = await client.gql<{ homePageSave: { layouts: unknown; userErrors: Array<{ code: string; message: string }> } }>(
      `mutation($i: HomePageSaveInput!) { homePageSave(input: $i) { layouts { loggedIn { cols } } ${USER_ERRORS} } }`,
      { i: { forVisitors: true, blocks: [{ rows: 1, cols: 2, cells }] } },
    );
    expect(res.data?.homePageSave).toMatchObject({
      layouts: null,
      userErrors: [{ code: 'HOMEPAGE_TOO_WIDE', message: 'La somma delle larghezze delle cellule non può superare il 100%.' }],
    });
  });

  it('sanitises text cells and prices article cells for the viewer', async () => {
    const admin = await as('CL900');
    const blocks = [{ rows: 1, cols: 2, cells: [
      { type: 'TEXT', width: 50, content: '<p onclick="x()">Offerte<script>alert(1)</script></p>' },
      { type: 'ARTICLE', width: 50, articleId: String(ARTICLES.bigStock.productId) },
    ] }];
    await admin.gql(`mutation($i: HomePageSaveInput!) { homePageSave(input: $i) { ${USER_ERRORS} } }`, { i: { forVisitors: false, blocks } });
    const viewer = await as('CL002');
    const home = await viewer.gql<{ homePage: { blocks: Array<{ cells: Array<{ content: string | null; product: { id: string; price: { price: { amount: number } } | null } | null }> }> } }>(
      '{ homePage { blocks { cells { content product { id price { price { amount } } } } } } }',
    );
    expect(home.errors).toBeUndefined();
    const [text, article] = home.data?.homePage.blocks[0]?.cells ?? [];
    expect(text?.content).toBe('<p>Offerte</p>');
    expect(article?.product?.id).toBe(String(ARTICLES.bigStock.productId));
  });
});

describe('banners', () => {
  it('keeps one default banner under two concurrent saves', async () => {
    const a = await as('CL900');
    const b = await as('CL900');
    const set = (c: ShopClient, timeStamp: string) =>
      c.gql(`mutation($i: BannerDefaultSetInput!) { bannerDefaultSet(input: $i) { ${USER_ERRORS} } }`, { i: { timeStamp, forVisitors: false, isDefault: true } });
    for (let round = 0; round < 3; round++) {
      await Promise.all([set(a, '1700000000002'), set(b, '1700000000003')]);
      const list = await a.gql<{ banners: Array<{ id: string; isDefault: boolean }> }>('{ banners { id isDefault } }');
      expect(list.data?.banners.filter((x) => x.isDefault)).toHaveLength(1);
    }
  });

  it('refuses a banner without type or name with the specification messages', async () => {
    const client = await as('CL900');
    const res = await client.gql<{ bannerSave: { userErrors: Array<{ message: string }> } }>(
      `mutation($i: BannerSaveInput!) { bannerSave(input: $i) { ${USER_ERRORS} } }`,
      { i: { name: ' ', slides: [] } },
    );
    expect(res.data?.bannerSave.userErrors.map((e) => e.message)).toEqual(['Devi inserire il tipo di banner', 'Devi inserire un nome per il banner']);
  });
});

describe('pickup administration', () => {
  it('a date the admin disables is refused by the checkout at once', async () => {
    const date = workingDayAhead(9, isItalianPublicHoliday);
    const admin = await as('CL900');
    const added = await admin.gql<{ pickupDisabledDateAdd: { message: string } }>(
      `mutation($i: PickupDateInput!) { pickupDisabledDateAdd(input: $i) { message ${USER_ERRORS} } }`,
      { i: { date } },
    );
    expect(added.errors).toBeUndefined();
    expect(added.data?.pickupDisabledDateAdd.message).toBe('Data aggiunta con successo');
    await saveUpstreamCart(stack.upstreamUrl, 1, 1003, [{ ...ARTICLES.bigStock, quantity: 1 }]);
    // A customer not logged in before in this file: the gateway reads its cart at login.
    const buyer = await as('CL003');
    const cal = await buyer.gql<{ pickupDates: { dates: string[]; disabledDates: string[] } }>('{ pickupDates(months: 2) { dates disabledDates } }');
    expect(cal.data?.pickupDates.disabledDates).toContain(date);
    expect(cal.data?.pickupDates.dates).not.toContain(date);
    const order = await buyer.gql<PlaceOrderResult>(PLACE_ORDER, {
      input: { idempotencyKey: `k-${Date.now()}`, receiveChoice: 'ALL_TOGETHER', shippingModeId: '34', pickupDate: date },
    });
    expect(order.data?.orderPlace.userErrors.map((e) => e.code)).toEqual(['INVALID_PICKUP_DATE']);
  });

  it('refuses past dates and non-positive slot numbers', async () => {
    const admin = await as('CL900');
    const past = await admin.gql<{ pickupDisabledDateAdd: { userErrors: Array<{ code: string }> } }>(
      `mutation($i: PickupDateInput!) { pickupDisabledDateAdd(input: $i) { ${USER_ERRORS} } }`,
      { i: { date: '2024-01-10' } },
    );
    expect(past.data?.pickupDisabledDateAdd.userErrors.map((e) => e.code)).toEqual(['PICKUP_DATE_PAST']);
    const slots = await admin.gql<{ pickupSlotsChange: { userErrors: Array<{ code: string }> } }>(
      `mutation($i: PickupSlotsChangeInput!) { pickupSlotsChange(input: $i) { ${USER_ERRORS} } }`,
      { i: { slotsPerDay: 0 } },
    );
    expect(slots.data?.pickupSlotsChange.userErrors.map((e) => e.code)).toEqual(['PICKUP_SLOTS_INVALID']);
  });
});
