import { bulkInsert } from '../db/bulk-insert.ts';
import type { Db } from '../db/client.ts';
import { customersOf, demoAgent, type DemoCustomer } from './accounts.ts';
import { articleId, demoRoles } from './catalogue.ts';
import { OrderableArticles, type Article } from './orderable-articles.ts';
import { Random, round2, seedOf } from './random.ts';

const VAT_RATE = 0.22;
const DAY_MS = 86_400_000;

/** Document sections: invoice, delivery note, credit note, customer order (FlgOrdine). */
type Section = 'FT' | 'DDT' | 'NC' | 'OC';

interface Carrier {
  DesTra: string;
  DesVet: string;
  consignment: boolean;
}

/** The month's carrier turns GLS, BRT, pickup on site: every customer's newest shipment goes by GLS. */
const carriers: Carrier[] = [
  { DesTra: 'Corriere', DesVet: 'GLS', consignment: false },
  { DesTra: 'Corriere', DesVet: 'BRT', consignment: true },
  { DesTra: 'RITIRO IN SEDE', DesVet: '', consignment: false },
];
const paymentTexts = ['Ricevuta bancaria 30 gg', 'Bonifico bancario anticipato', 'Contrassegno'];
const states: Record<Section, string> = { FT: 'Emessa', DDT: 'Consegnato', NC: 'Emessa', OC: 'Evaso' };

/** The article each customer's newest shipment starts with (draftsFor). */
const stapleId = articleId(demoRoles.bigStock, 0, 0);

/** The articles the documents draw from: give it every product as generated, then to seedDocuments. */
export const documentArticles = (company: number): OrderableArticles => new OrderableArticles(company, [stapleId]);

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface Draft {
  section: Section;
  date: string;
  customer: DemoCustomer;
  carrier: Carrier | null;
  paid: number;
  withoutPrices: number;
  site: number;
  payment: string;
  lines: Array<{ article: Article; qty: number; discount: number }>;
}

/** One customer's year: a shipped invoice or delivery note a month, credit notes, older orders. */
function draftsFor(company: number, customer: DemoCustomer, articles: OrderableArticles, today: number): Draft[] {
  const rng = new Random(seedOf(0xd0c5, company, customer.IdCli));
  const linesOf = (count: number) =>
    Array.from({ length: count }, () => ({
      article: articles.pick(rng),
      qty: rng.int(1, 12),
      discount: rng.pick([0, 0, 5, 10]),
    }));
  const drafts: Draft[] = [];
  const base = (section: Section, ageDays: number) => ({
    section,
    date: isoDay(today - ageDays * DAY_MS),
    customer,
    site: customer.sites[rng.int(0, customer.sites.length - 1)]?.IdDetCliSed ?? 0,
    payment: rng.pick(paymentTexts),
  });
  // The newest shipment starts with the big-stock T-shirt, so a reorder from it always succeeds.
  const staple = articles.byId(stapleId);
  for (let month = 0; month < 12; month += 1) {
    const age = month * 30 + rng.int(1, 10);
    const section: Section = month % 2 === 0 ? 'FT' : 'DDT';
    const lines = linesOf(rng.int(1, 4));
    if (month === 0 && staple) lines.unshift({ article: staple, qty: 6, discount: 0 });
    drafts.push({
      ...base(section, age),
      carrier: carriers[month % carriers.length] ?? null,
      paid: age > 60 || rng.chance(0.3) ? 1 : 0,
      withoutPrices: section === 'DDT' && month % 4 === 3 ? 1 : 0,
      lines,
    });
  }
  for (const age of [45, 165, 285]) {
    drafts.push({
      ...base('NC', age + rng.int(0, 5)),
      carrier: null,
      paid: 1,
      withoutPrices: 0,
      lines: linesOf(1),
    });
  }
  for (const age of [20, 80, 140]) {
    drafts.push({
      ...base('OC', age + rng.int(0, 5)),
      carrier: null,
      paid: 0,
      withoutPrices: 0,
      lines: linesOf(rng.int(2, 5)),
    });
  }
  return drafts;
}

/**
 * A deterministic year of documents for every demo customer of the company, ending today: lines
 * are catalogue articles, and each document's taxable plus VAT equals its total to the cent
 * (line amounts are rounded, then summed). Documents of orders placed through the shop stay.
 */
export async function seedDocuments(
  db: Db,
  company: number,
  articles: OrderableArticles,
  now = Date.now(),
): Promise<void> {
  await db.query('delete from documents where company = $1 and order_id is null', [company]);
  if (articles.length === 0) return;
  const today = Date.UTC(
    new Date(now).getUTCFullYear(),
    new Date(now).getUTCMonth(),
    new Date(now).getUTCDate(),
  );
  const drafts = customersOf(company)
    .flatMap((c) => draftsFor(company, c, articles, today))
    .sort((a, b) => a.date.localeCompare(b.date) || a.customer.IdCli - b.customer.IdCli);
  const ids = await db.query<{ id: number }>(
    `select nextval(pg_get_serial_sequence('documents', 'iddocven'))::int as id from generate_series(1, $1)`,
    [drafts.length],
  );
  // Each section numbers its documents from 1 every year, in date order.
  const counters = new Map<string, number>();
  const documents: object[] = [];
  const lines: object[] = [];
  drafts.forEach((d, i) => {
    const iddocven = ids[i]?.id ?? 0;
    const key = `${d.section}:${d.date.slice(0, 4)}`;
    const numOrd = (counters.get(key) ?? 0) + 1;
    counters.set(key, numOrd);
    let imp = 0;
    let iva = 0;
    d.lines.forEach(({ article, qty, discount }, n) => {
      // The unit price charged is the list price less the discount, to the cent; the line is
      // that price times the quantity, so each printed row adds up.
      const unitNet = round2(article.price * (1 - discount / 100));
      const net = round2(qty * unitNet);
      const vat = round2(net * VAT_RATE);
      imp += net;
      iva += vat;
      lines.push({
        iddocven,
        line: n + 1,
        patIma: article.image,
        codArt: article.code,
        desArt: article.name,
        qtaArt: qty,
        preArt: article.price,
        Sco1: discount,
        ScoLir: 0,
        preNetArt: unitNet,
        totImpArt: net,
        totIvaArt: vat,
        totArt: round2(net + vat),
        IDArt: article.IDArt,
      });
    });
    const consignment = d.carrier?.consignment ? `0${company}${String(iddocven).padStart(9, '0')}` : '';
    documents.push({
      iddocven,
      company,
      IDAge: demoAgent.customers.includes(d.customer.IdCli) ? demoAgent.IDAge : 0,
      IDCli: d.customer.IdCli,
      numOrd,
      datDoc: d.date,
      staDoc: states[d.section],
      impDoc: round2(imp),
      ivaDoc: round2(iva),
      totDoc: round2(round2(imp) + round2(iva)),
      FlgOrdine: d.section === 'OC' ? 1 : 0,
      CodSezVen: d.section,
      DesTra: d.carrier?.DesTra ?? '',
      DesVet: d.carrier?.DesVet ?? '',
      NUMCON: consignment,
      Pagato: d.paid,
      FLGSENZAPREZZI: d.withoutPrices,
      IDDetCliSed: d.site,
      DesPag: d.payment,
    });
  });
  await bulkInsert(
    db,
    'documents',
    {
      iddocven: 'int',
      company: 'int',
      IDAge: 'int',
      IDCli: 'int',
      numOrd: 'int',
      datDoc: 'date',
      staDoc: 'text',
      impDoc: 'float8',
      ivaDoc: 'float8',
      totDoc: 'float8',
      FlgOrdine: 'int',
      CodSezVen: 'text',
      DesTra: 'text',
      DesVet: 'text',
      NUMCON: 'text',
      Pagato: 'int',
      FLGSENZAPREZZI: 'int',
      IDDetCliSed: 'int',
      DesPag: 'text',
    },
    documents,
  );
  await bulkInsert(
    db,
    'document_lines',
    {
      iddocven: 'int',
      line: 'int',
      patIma: 'text',
      codArt: 'text',
      desArt: 'text',
      qtaArt: 'int',
      preArt: 'float8',
      Sco1: 'float8',
      ScoLir: 'float8',
      preNetArt: 'float8',
      totImpArt: 'float8',
      totIvaArt: 'float8',
      totArt: 'float8',
      IDArt: 'int',
    },
    lines,
    1000,
  );
}
