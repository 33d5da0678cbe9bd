import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.ts';
import type { Db } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { openTestDatabase } from '../testing/database.ts';
import { demoRoles } from './catalogue.ts';
import { isEmpty, seedDemoData } from './seed.ts';

const count = async (db: Db, sql: string, params: unknown[] = []) =>
  ((await db.query<{ n: number }>(sql, params))[0] as { n: number }).n;

describe('seedDemoData', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDatabase();
    await migrate(db);
  });
  afterAll(async () => db.close());

  it('fills every company with the accounts and the catalogue', async () => {
    expect(await isEmpty(db)).toBe(true);
    await seedDemoData(db, { productsPerCompany: 15 });
    expect(await isEmpty(db)).toBe(false);
    const perCompany = await db.query<{ company: number; n: number }>('select company, count(*)::int as n from products group by company order by company');
    expect(perCompany).toEqual([1, 2, 3, 4].map((company) => ({ company, n: 15 })));
    const users = await db.query<{ company: number; username: string }>('select company, username from users order by company, username');
    for (const company of [1, 2, 3]) {
      expect(users.filter((u) => u.company === company).map((u) => u.username)).toEqual(['AG001', 'CL001', 'CL002', 'CL003', 'CL900']);
    }
    expect(users.filter((u) => u.company === 4).map((u) => u.username)).toEqual(['AG001', 'CL001', 'CL002', 'CL003', 'CL004', 'CL900']);
    expect(await count(db, 'select count(*)::int as n from sites where company = 1 and "IdCli" = 2')).toBe(3);
    expect(await count(db, 'select count(*)::int as n from agent_customers where company = 2 and "IDAge" = 1')).toBeGreaterThanOrEqual(3);
  });

  it('stores passwords hashed, never in clear', async () => {
    const [row] = await db.query<{ password_hash: string }>("select password_hash from users where company = 1 and username = 'CL001'");
    expect(row?.password_hash).not.toContain('CL001');
    expect(await verifyPassword('CL001', row?.password_hash ?? '')).toBe(true);
  });

  it('stores the role cases in the article table', async () => {
    const stocks = async (productId: number) =>
      (await db.query<{ stock: number | null }>('select stock from articles where company = 1 and product_id = $1', [productId])).map((r) => r.stock);
    expect((await stocks(demoRoles.bigStock)).every((s) => (s ?? 0) > 500)).toBe(true);
    expect((await stocks(demoRoles.zeroStockPromemoria)).every((s) => s === 0)).toBe(true);
    expect(await count(db, `select count(*)::int as n from articles where company = 1 and product_id = $1 and not tag ? 'PROMEMORIA'`, [demoRoles.zeroStockPromemoria])).toBe(0);
    expect(await count(db, 'select count(*)::int as n from variations where company = 1 and product_id = $1', [demoRoles.noVariations])).toBe(0);
    expect(await count(db, 'select count(*)::int as n from articles where company = 2 and stock is null')).toBeGreaterThan(0);
  });

  it('reseeds only the companies asked for, deterministically, dropping their changes', async () => {
    const snapshot = (company: number) => db.query('select * from articles where company = $1 order by "IDArtSizeColor"', [company]);
    const before = await snapshot(3);
    const otherBefore = await snapshot(1);
    await db.query(`update articles set stock = 1 where company in (1, 3)`);
    await db.query(`insert into carts (company, "IDRef", cart) values (3, 1001, '[1]')`);
    await seedDemoData(db, { productsPerCompany: 15, companies: [3] });
    expect(await snapshot(3)).toEqual(before);
    expect(await count(db, 'select count(*)::int as n from carts where company = 3')).toBe(0);
    expect(await snapshot(1)).not.toEqual(otherBefore);
  });

  it('refuses an unknown company', async () => {
    await expect(seedDemoData(db, { productsPerCompany: 1, companies: [7] })).rejects.toThrow(/Unknown company/);
  });
});
