import { verifyPassword } from '../auth/password.ts';
import type { Db } from './client.ts';

/** A login row as the ERP sends it in `user` (without the password hash). */
export interface UserRow {
  IDCli: number;
  IDAge: number;
  IdDetCliRef: number;
  RagSoc: string;
  CodFis: string;
  ParIva: string;
  CodDes: string;
  EMailPec: string;
  Ind: string;
  Loc: string;
  Cap: string;
  Pro: string;
  Nom: string;
  Cog: string;
  EMail: string;
  SitWeb: string;
  Tel: string;
  Cel: string;
  WebImage: string;
  showPrice: number;
  showPromo: number;
  TipLis: number;
  S1: number;
  S2: number;
  IDLis: number;
  username: string;
  jsonVendite: string;
}

const userColumns = `"IDCli", "IDAge", "IdDetCliRef", "RagSoc", "CodFis", "ParIva", "CodDes", "EMailPec", "Ind",
  "Loc", "Cap", "Pro", "Nom", "Cog", "EMail", "SitWeb", "Tel", "Cel", "WebImage", "showPrice", "showPromo",
  "TipLis", "S1", "S2", "IDLis", username, "jsonVendite"`;

/** The user when the credentials match, else null. Usernames are matched case-insensitively. */
export async function authenticate(db: Db, company: number, username: string, password: string): Promise<UserRow | null> {
  if (!username || !password) return null;
  const [row] = await db.query<UserRow & { password_hash: string }>(
    `select ${userColumns}, password_hash from users where company = $1 and upper(username) = upper($2)`,
    [company, username.trim()],
  );
  if (!row || !(await verifyPassword(password, row.password_hash))) return null;
  const { password_hash: _hash, ...user } = row;
  return user;
}

export async function recordLogin(db: Db, company: number, username: string): Promise<void> {
  await db.query(
    'update users set last_login_at = now(), login_count = login_count + 1 where company = $1 and username = $2',
    [company, username],
  );
}

export interface CustomerRow {
  IdCli: number;
  RagSoc: string;
  IdDetCliRef: number;
  TipLis: number;
  S1: number;
  S2: number;
  IDLis: number;
}

export async function findCustomer(db: Db, company: number, idCli: number): Promise<CustomerRow | null> {
  const [row] = await db.query<CustomerRow>(
    'select "IdCli", "RagSoc", "IdDetCliRef", "TipLis", "S1", "S2", "IDLis" from customers where company = $1 and "IdCli" = $2',
    [company, idCli],
  );
  return row ?? null;
}

export async function agentHasCustomer(db: Db, company: number, idAge: number, idCli: number): Promise<boolean> {
  const rows = await db.query('select 1 from agent_customers where company = $1 and "IDAge" = $2 and "IdCli" = $3', [
    company, idAge, idCli,
  ]);
  return rows.length > 0;
}

export interface SiteRow {
  IdCli: number;
  IdDetCliSed: number;
  dessedcli: string;
  IndSed: string;
  CAP: string;
  Loc: string;
  Pro: string;
  NAZ: string;
}

/** Customers with their sites: an agent's customers, or the customer itself. */
export async function customersWithSites(db: Db, company: number, user: UserRow) {
  const customers = user.IDAge > 0
    ? await db.query<CustomerRow>(
        `select c."IdCli", c."RagSoc", c."IdDetCliRef" from customers c
         join agent_customers a on a.company = c.company and a."IdCli" = c."IdCli"
         where c.company = $1 and a."IDAge" = $2 order by c."IdCli"`,
        [company, user.IDAge],
      )
    : await db.query<CustomerRow>(
        'select "IdCli", "RagSoc", "IdDetCliRef" from customers where company = $1 and "IdCli" = $2',
        [company, user.IDCli],
      );
  if (customers.length === 0) return [];
  const sites = await db.query<SiteRow>(
    `select "IdCli", "IdDetCliSed", dessedcli, "IndSed", "CAP", "Loc", "Pro", "NAZ" from sites
     where company = $1 and "IdCli" = any($2::int[]) order by "IdCli", "IdDetCliSed"`,
    [company, customers.map((c) => c.IdCli)],
  );
  return customers.map((c) => ({
    IdCli: c.IdCli,
    RagSoc: c.RagSoc,
    IdDetCliRef: c.IdDetCliRef,
    Sedi: sites.filter((s) => s.IdCli === c.IdCli).map(({ IdCli: _id, ...site }) => site),
  }));
}

/** Whether some user of the company has this reference id (the ERP's IdDetCliRef). */
export async function referenceExists(db: Db, company: number, idDetCliRef: number): Promise<boolean> {
  const rows = await db.query('select 1 from users where company = $1 and "IdDetCliRef" = $2', [company, idDetCliRef]);
  return rows.length > 0;
}
