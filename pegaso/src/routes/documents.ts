import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { agentHasCustomer } from '../db/accounts.ts';
import type { Db } from '../db/client.ts';
import { documentOf, documentsOf, purchasedArticles, purchaseMovements } from '../db/documents.ts';
import { documentPdf, type ReportCustomer, type ReportSite } from '../reports/document-pdf.ts';
import { companyOf, type RouteContext } from './context.ts';
import { credentialsSchema, formInteger, readForm } from './form.ts';
import { ordererOf } from './ordering.ts';

/** The report address's query: document, agent and customer ids (spec §2 My documents). */
const reportQuery = z.object({
  iddocven: z.coerce.number().int().positive(),
  IDAge: z.coerce.number().int().min(0).default(0),
  IDCli: z.coerce.number().int().positive(),
});

/** getDocCli and getLastPurchases: the login, and the customer an agent names (0 when none). */
const customerDocumentsForm = credentialsSchema.extend({ IDCli: formInteger().transform((id) => id ?? 0) });

async function reportParties(db: Db, company: number, idCli: number, idSite: number) {
  const [customer] = await db.query<ReportCustomer>(
    `select c."RagSoc", coalesce(u."ParIva", '') as "ParIva", coalesce(u."Ind", s."IndSed", '') as "Ind",
            coalesce(u."Cap", s."CAP", '') as "Cap", coalesce(u."Loc", s."Loc", '') as "Loc", coalesce(u."Pro", s."Pro", '') as "Pro"
       from customers c
       left join users u on u.company = c.company and u."IDCli" = c."IdCli" and u."IDAge" = 0
       left join sites s on s.company = c.company and s."IdCli" = c."IdCli" and s."IdDetCliSed" = 1
      where c.company = $1 and c."IdCli" = $2 limit 1`,
    [company, idCli],
  );
  const [site] = await db.query<ReportSite>(
    'select dessedcli, "IndSed", "CAP", "Loc", "Pro" from sites where company = $1 and "IdCli" = $2 and "IdDetCliSed" = $3',
    [company, idCli, idSite],
  );
  return {
    customer: customer ?? { RagSoc: `Cliente ${idCli}`, ParIva: '', Ind: '', Cap: '', Loc: '', Pro: '' },
    site: site ?? null,
  };
}

/**
 * getDocCli and getLastPurchases (form: username, password, IDCli; an agent names one of its
 * customers), and the report address that prints one document as a PDF.
 */
export function documentRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const whoFor = (company: number, body: unknown) => {
    const { username, password, IDCli } = readForm(customerDocumentsForm, body);
    return ordererOf(db, company, username, password, IDCli);
  };

  app.post('/pegaso/getDocCli', async (request) => {
    const company = companyOf(request);
    const who = await whoFor(company, request.body);
    if ('error' in who) return { Errore: who.error, Docs: [] };
    return { Errore: '', Docs: await documentsOf(db, company, who.customer.IdCli) };
  });

  app.post('/pegaso/getLastPurchases', async (request) => {
    const company = companyOf(request);
    const who = await whoFor(company, request.body);
    if ('error' in who) return { Errore: who.error, Docs: [] };
    const movements = await purchaseMovements(db, company, who.customer.IdCli);
    const byArticle = new Map<number, typeof movements>();
    for (const m of movements) byArticle.set(m.IDArt, [...(byArticle.get(m.IDArt) ?? []), m]);
    const articles = new Map(
      (await purchasedArticles(db, company, [...byArticle.keys()])).map((a) => [a.IDArt, a]),
    );
    const Docs = [...byArticle].flatMap(([id, list]) => {
      const article = articles.get(id);
      const [last] = list;
      if (!article || !last) return [];
      return [
        {
          ID: id,
          sku: article.sku,
          name: article.name,
          IMAGE: JSON.stringify(article.images),
          UltimaDatDocVen: last.DatDocVen,
          QTAAssociataUltimaDatDocVen: list
            .filter((m) => m.DatDocVen === last.DatDocVen)
            .reduce((s, m) => s + m.QTA, 0),
          DettaglioMovimenti: list.map(({ CodSezVen, PrgDocVen, DatDocVen, QTA }) => ({
            CodSezVen,
            PrgDocVen,
            DatDocVen,
            QTA,
          })),
        },
      ];
    });
    return { Errore: '', Docs };
  });

  app.get('/pegaso/report/documento', async (request, reply) => {
    const company = companyOf(request);
    const query = reportQuery.safeParse(request.query);
    const notFound = () => reply.code(404).send({ Errore: 'Documento non trovato' });
    if (!query.success) return notFound();
    const { iddocven, IDAge, IDCli } = query.data;
    if (IDAge > 0 && !(await agentHasCustomer(db, company, IDAge, IDCli))) return notFound();
    const document = await documentOf(db, company, iddocven, IDCli);
    if (!document) return notFound();
    const { customer, site } = await reportParties(db, company, IDCli, document.IDDetCliSed);
    const pdf = documentPdf({ company, document, customer, site });
    return reply
      .type('application/pdf')
      .header(
        'content-disposition',
        `inline; filename="${document.CodSezVen}-${document.numOrd}-${document.datDoc.slice(0, 4)}.pdf"`,
      )
      .send(pdf);
  });
}
