import { bulkInsert } from '../db/bulk-insert.ts';
import type { Db } from '../db/client.ts';
import { customersOf, demoAgent, recommendedFor, type DemoCustomer } from './accounts.ts';
import { COMPANY_IDS } from '../company-profile.ts';

const userColumns = {
  company: 'int', username: 'text', password_hash: 'text', IDCli: 'int', IDAge: 'int', IdDetCliRef: 'int',
  RagSoc: 'text', CodFis: 'text', ParIva: 'text', CodDes: 'text', EMailPec: 'text', Ind: 'text', Loc: 'text',
  Cap: 'text', Pro: 'text', Nom: 'text', Cog: 'text', EMail: 'text', Tel: 'text', Cel: 'text',
  showPrice: 'int', showPromo: 'int', TipLis: 'int', S1: 'float8', S2: 'float8', jsonVendite: 'text',
};

const slug = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

function customerUser(company: number, c: DemoCustomer & { username: string }, hash: string, productCount: number) {
  return {
    company, username: c.username, password_hash: hash, IDCli: c.IdCli, IDAge: 0, IdDetCliRef: c.IdDetCliRef,
    RagSoc: c.RagSoc, CodFis: c.ParIva, ParIva: c.ParIva, CodDes: 'M5UXCR1',
    EMailPec: `amministrazione@pec.${slug(c.Cog)}.it`, Ind: c.Ind, Loc: c.Loc, Cap: c.Cap, Pro: c.Pro, Nom: c.Nom,
    Cog: c.Cog, EMail: `${slug(c.Nom)}.${slug(c.Cog)}@example.it`, Tel: `081 555${String(c.IdCli).padStart(4, '0')}`,
    Cel: `333 12${String(c.IdCli).padStart(5, '0')}`, showPrice: c.showPrice, showPromo: 1, TipLis: c.TipLis,
    S1: c.S1, S2: c.S2,
    // Only CL001 has a sales profile with recommended products ('Consigliati').
    jsonVendite: JSON.stringify({ recommended: c.IdCli === 1 ? recommendedFor(productCount) : [] }),
  };
}

function agentUser(company: number, hash: string) {
  const a = demoAgent;
  return {
    company, username: a.username, password_hash: hash, IDCli: 0, IDAge: a.IDAge, IdDetCliRef: a.IdDetCliRef,
    RagSoc: a.RagSoc, CodFis: '', ParIva: '', CodDes: '', EMailPec: '', Ind: a.Ind, Loc: a.Loc, Cap: a.Cap, Pro: a.Pro,
    Nom: a.Nom, Cog: a.Cog, EMail: `${slug(a.Nom)}.${slug(a.Cog)}@example.it`, Tel: '081 5550001', Cel: '335 1200001',
    showPrice: 1, showPromo: 1, TipLis: 1, S1: 0, S2: 0, jsonVendite: '{"recommended":[]}',
  };
}

/** Users (customers with a login, the agent), customers with their sites, the agent's customers. */
export async function seedAccounts(db: Db, company: number, productCount: number, hashes: ReadonlyMap<string, string>): Promise<void> {
  const customers = customersOf(company);
  const hashOf = (username: string) => {
    const hash = hashes.get(username);
    if (!hash) throw new Error(`no password hash for ${username}`);
    return hash;
  };
  const users = [
    ...customers.flatMap((c) => (c.username ? [customerUser(company, { ...c, username: c.username }, hashOf(c.username), productCount)] : [])),
    agentUser(company, hashOf(demoAgent.username)),
  ];
  await bulkInsert(db, 'users', userColumns, users);
  await bulkInsert(db, 'customers',
    { company: 'int', IdCli: 'int', RagSoc: 'text', IdDetCliRef: 'int', TipLis: 'int', S1: 'float8', S2: 'float8' },
    customers.map((c) => ({ company, IdCli: c.IdCli, RagSoc: c.RagSoc, IdDetCliRef: c.IdDetCliRef, TipLis: c.TipLis, S1: c.S1, S2: c.S2 })));
  await bulkInsert(db, 'sites',
    { company: 'int', IdCli: 'int', IdDetCliSed: 'int', dessedcli: 'text', IndSed: 'text', CAP: 'text', Loc: 'text', Pro: 'text' },
    customers.flatMap((c) => c.sites.map((s) => ({ company, IdCli: c.IdCli, ...s }))));
  await bulkInsert(db, 'agent_customers', { company: 'int', IDAge: 'int', IdCli: 'int' },
    demoAgent.customers.filter((id) => customers.some((c) => c.IdCli === id)).map((IdCli) => ({ company, IDAge: demoAgent.IDAge, IdCli })));
}

/** Every demo login name (password = username). */
export const demoUsernames = (): string[] =>
  [...new Set([...COMPANY_IDS.flatMap((company) => customersOf(company).flatMap((c) => (c.username ? [c.username] : []))), demoAgent.username])];
