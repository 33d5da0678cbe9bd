import type { FastifyInstance } from 'fastify';
import { agentHasCustomer, authenticate, findCustomer } from '../db/accounts.ts';
import { conditionsOf, lastPricesOf } from '../db/pricing.ts';
import { z } from 'zod';
import { pieceStream } from '../catalogue/piece-stream.ts';
import type { CatalogueSnapshot } from '../catalogue/snapshot.ts';
import { badCredentials, companyOf, type RouteContext } from './context.ts';
import { formFlag, formInteger, formText, readForm } from './form.ts';

interface Personal {
  TipLis: number;
  S1: number;
  S2: number;
  IDLis: number;
  IDCli: number;
  IDAge: number;
}

type ContextResult = { personal: Personal | null } | { error: string };

/** `recommended` arrives as an array or as JSON text; anything else, or a bad entry, is no id. */
const recommendedIds = z
  .preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return [];
    }
  }, z.array(z.unknown()).catch([]))
  .transform((list) =>
    list
      .map((entry) => (entry && typeof entry === 'object' ? Number((entry as { idArtBas?: unknown }).idArtBas) : NaN))
      .filter((id) => Number.isInteger(id)),
  );

const productsForm = z.object({
  username: formText(),
  password: formText(),
  idCli: formInteger(),
  recommended: recommendedIds,
  withoutItems: formFlag(),
});
type ProductsForm = z.output<typeof productsForm>;

/** The pricing context: the customer's own, or that of the customer an agent acts for. */
async function pricingContext(ctx: RouteContext, company: number, form: ProductsForm): Promise<ContextResult> {
  const { username, password } = form;
  if (!username && !password) return { personal: null };
  const user = await authenticate(ctx.db, company, username, password);
  if (!user) return { error: badCredentials };
  const own = { TipLis: user.TipLis, S1: user.S1, S2: user.S2, IDLis: user.IDLis, IDCli: user.IDCli, IDAge: user.IDAge };
  const idCli = form.idCli ?? 0;
  if (user.IDAge === 0 || idCli <= 0) return { personal: own };
  if (!(await agentHasCustomer(ctx.db, company, user.IDAge, idCli))) return { error: 'Cliente non associato all\'agente' };
  const customer = await findCustomer(ctx.db, company, idCli);
  if (!customer) return { error: 'Cliente non trovato' };
  return {
    personal: { TipLis: customer.TipLis, S1: customer.S1, S2: customer.S2, IDLis: customer.IDLis, IDCli: customer.IdCli, IDAge: user.IDAge },
  };
}

/**
 * The reply, written piece by piece: the catalogue part is hundreds of megabytes at 100,000
 * products and is sent from the cached blocks as they are, never joined into one buffer.
 */
function* replyPieces(reply: {
  snapshot: CatalogueSnapshot;
  quoted: boolean;
  form: ProductsForm;
  personal: Personal | null;
  condizioni: unknown[];
  ultimiPrezzi: unknown[];
}): Generator<Buffer> {
  const { snapshot, quoted } = reply;
  const text = (json: string) => Buffer.from(json);
  yield text('{"Errore":""');
  if (!reply.form.withoutItems) {
    yield text(quoted ? ',"itemsNoParsed":' : ',"items":');
    yield* snapshot.items(quoted, reply.form.recommended);
    yield text(quoted ? ',"itemsDescriptionNoParsed":' : ',"itemsDescription":');
    yield* snapshot.descriptionPieces(quoted);
  }
  yield text(',"itemsNoSco":');
  yield* snapshot.itemsNoScoPieces();
  yield text(`,"personal":${JSON.stringify(reply.personal)}`);
  yield text(`,"condizioni":${JSON.stringify(reply.condizioni)},"ultimiPrezzi":${JSON.stringify(reply.ultimiPrezzi)}}`);
}

/**
 * Body: JSON text (form content type) with username, password, recommended [{ idArtBas }],
 * idCli (an agent acting for a customer) and withoutItems (only the pricing context).
 */
export function productRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.post('/pegaso/getProducts', async (request, reply) => {
    const company = companyOf(request);
    const form = readForm(productsForm, request.body);
    const context = await pricingContext(ctx, company, form);
    if ('error' in context) {
      return { Errore: context.error, items: [], itemsDescription: [], itemsNoSco: [], personal: null, condizioni: [], ultimiPrezzi: [] };
    }
    const { personal } = context;
    const snapshot = await ctx.catalogue.get(company);
    const idCli = personal?.IDCli ?? 0;
    const [condizioni, ultimiPrezzi] = idCli > 0
      ? await Promise.all([conditionsOf(ctx.db, company, idCli), lastPricesOf(ctx.db, company, idCli)])
      : [[], []];
    const pieces = replyPieces({ snapshot, quoted: ctx.itemsAsText, form, personal, condizioni, ultimiPrezzi });
    return reply.type('application/json; charset=utf-8').send(pieceStream(pieces));
  });
}
