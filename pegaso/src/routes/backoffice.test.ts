import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { pickupCalendar } from '../db/pickup.ts';
import { pickupAllowed, todayInRome } from '../ordering/pickup-check.ts';
import { postForm, seededApp } from '../testing/database.ts';
import { workingDayAfter } from '../testing/working-day.ts';

/** An open working day some weeks ahead (never a holiday), as MM-DD-YYYY and ISO. */
const futureWeekday = (weeks: number) => workingDayAfter(7 * weeks);

describe('back-office calls', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, db, close } = await seededApp({ productsPerCompany: 8 }));
  });
  afterAll(async () => close());

  it('a disabled date is listed at once and refused by the pickup check; deleting it opens it again', async () => {
    const day = futureWeekday(5);
    expect(pickupAllowed(day.iso, todayInRome(), await pickupCalendar(db, 1))).toBe(true);
    expect((await postForm(app, '/1/pegaso/insertDataRitiroDisabilitata', { data: day.us })).body.Errore).toBe('');
    const listed = (await postForm(app, '/1/pegaso/getDateRitiro', { IDCli: '1' })).body.Date as Array<{ DataRitiroDisabilitata: string }>;
    expect(listed.map((d) => d.DataRitiroDisabilitata)).toContain(day.us);
    expect(pickupAllowed(day.iso, todayInRome(), await pickupCalendar(db, 1))).toBe(false);
    expect((await postForm(app, '/1/pegaso/insertDataRitiroDisabilitata', { data: '02-30-2030' })).body.Errore).toBe('Data non valida');
    expect((await postForm(app, '/1/pegaso/deleteDataRitiroDisabilitata', { data: day.us })).body.Errore).toBe('');
    expect(pickupAllowed(day.iso, todayInRome(), await pickupCalendar(db, 1))).toBe(true);
  });

  it('enabled dates carry NumRit and the slot number changes', async () => {
    const day = futureWeekday(6);
    expect((await postForm(app, '/1/pegaso/insertDataRitiroAbilitate', { data: day.us, numRit: '3' })).body.Errore).toBe('');
    expect((await postForm(app, '/1/pegaso/changeSlotNumber', { numSlot: '7' })).body.Errore).toBe('');
    expect((await postForm(app, '/1/pegaso/changeSlotNumber', { numSlot: '0' })).body.Errore).not.toBe('');
    const { body } = await postForm(app, '/1/pegaso/getDateRitiroDisabilitate', {});
    expect(body.NumSlot).toBe(7);
    expect(body.DateAbilitate).toContainEqual({ Data: day.us, NumRit: 3 });
    expect((await postForm(app, '/1/pegaso/deleteDataRitiroAbilitata', { data: day.us })).body.Errore).toBe('');
  });

  it('lists the demo banners and keeps each default flag on one banner under concurrent saves', async () => {
    const list = (await postForm(app, '/2/siteadmin/getAllHomeBanners', { giveBanner: 'true' })).body.data as Array<Record<string, unknown>>;
    expect(list).toHaveLength(3);
    expect(JSON.parse(list[0]?.bannerImageScroll as string)[0].buttonCaption).toBe('Acquista Ora');
    const save = (timeStamp: string) =>
      postForm(app, '/2/siteadmin/saveHomeBanner', {
        data: JSON.stringify({ record: { timeStamp, bannerType: 2, bannerName: timeStamp, bannerImageScroll: '[]', defaultBanner: true } }),
      });
    await Promise.all([save('1800000000001'), save('1800000000002')]);
    const after = (await postForm(app, '/2/siteadmin/getAllHomeBanners', { giveBanner: 'true' })).body.data as Array<Record<string, unknown>>;
    expect(after.filter((b) => b.defaultBanner)).toHaveLength(1);
    expect(after.filter((b) => b.defaultBannerNoLog)).toHaveLength(1);
  });

  it('saves and reads the homepage layouts for both audiences', async () => {
    const record = JSON.stringify({ record: [{ type: 'grid', rows: 1, cols: 1, cells: [] }], isNoLogHomepage: true });
    expect((await postForm(app, '/3/siteadmin/saveHomePage', { data: record })).body.errore).toBe(false);
    const { body } = await postForm(app, '/3/siteadmin/getHomePage', {});
    const data = body.data as { homepage: unknown[]; homepageNoLog: unknown[] };
    expect(data.homepageNoLog).toEqual([{ type: 'grid', rows: 1, cols: 1, cells: [] }]);
    expect(data.homepage.length).toBeGreaterThan(0);
  });

  it('stores an upload and serves it back by the returned link', async () => {
    const png = Buffer.from('89504e470d0a1a0a', 'hex').toString('base64');
    const { body } = await postForm(app, '/1/pegasoCloud/api/upload', { file: png, name: '123.png', isFolder: 'false', caricaSuDatabase: 'false' });
    expect(body.esito).toBe('OK');
    const path = new URL(body.linkFile as string).pathname;
    const res = await app.inject({ method: 'GET', url: path });
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.toString('hex')).toBe('89504e470d0a1a0a');
    expect((await postForm(app, '/1/pegasoCloud/api/upload', { file: '%%%', name: 'x.png' })).body.esito).toBe('KO');
  });
});
