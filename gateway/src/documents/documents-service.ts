import { articleIndexOf } from '../catalogue/article-index.ts';
import type { RequestContext } from '../context/request-context.ts';
import { readOrForbidden, ServiceError, isServiceError } from '../context/service-error.ts';
import type { ErpResult } from '../erp/erp-result.ts';
import {
  effectiveKind,
  isShipment,
  matchesFilter,
  matchesKind,
  newestFirst,
  pageOf,
  type DocumentFilter,
  type DocumentKind,
  type Page,
} from '../domain/documents.ts';
import { isIsoDate } from '../domain/calendar-day.ts';
import type { DocumentModel, PurchaseModel } from '../erp/documents-models.ts';
import { parseDocumentId } from './document-id.ts';
import { documentOwnerOf, type DocumentOwner } from './document-owner.ts';

const DOCUMENTS = Symbol('documents by customer');
const PURCHASES = Symbol('last purchases by customer');

/** The ERP refusing a customer's data (not the login's customer) is a FORBIDDEN, as ours is. */
const orForbidden = async <T>(work: Promise<ErpResult<T>>): Promise<T> => readOrForbidden(await work);

function perCustomer<T>(
  ctx: RequestContext,
  key: symbol,
  owner: DocumentOwner,
  load: () => Promise<ErpResult<T>>,
): Promise<T> {
  const map = ctx.memo.once(key, () => new Map<number, Promise<T>>());
  let hit = map.get(owner.customerId);
  if (!hit) {
    hit = orForbidden(load());
    map.set(owner.customerId, hit);
  }
  return hit;
}

/** Every document of the owner, newest first (read once per request). */
export async function documentsOfOwner(
  ctx: RequestContext,
  owner: DocumentOwner,
): Promise<DocumentModel[]> {
  const all = await perCustomer(ctx, DOCUMENTS, owner, () =>
    ctx.tenant.erp.documents.documents(owner.credentials, owner.customerId),
  );
  // The ERP answers for the customer asked; a document of anyone else is never shown.
  return newestFirst(all.filter((d) => d.customerId === owner.customerId));
}

export interface DocumentListQuery {
  customerId?: string | null;
  kind: DocumentKind;
  page?: number | null;
  pageSize?: number | null;
  filter?: DocumentFilter | null;
}

export async function listDocuments(
  ctx: RequestContext,
  q: DocumentListQuery,
): Promise<{ owner: DocumentOwner; page: Page<DocumentModel> }> {
  const filter = q.filter ?? {};
  const isoDay = (v: string | null | undefined) => !v || isIsoDate(v);
  if (!isoDay(filter.from) || !isoDay(filter.to) || (filter.number ?? '').length > 30)
    throw new ServiceError('BAD_USER_INPUT');
  const owner = await documentOwnerOf(ctx, q.customerId);
  const kind = effectiveKind(q.kind, ctx.tenant.profile.features.singleDocumentsTab);
  const docs = (await documentsOfOwner(ctx, owner)).filter(
    (d) => matchesKind(d.isOrder, kind) && matchesFilter(d, filter),
  );
  return { owner, page: pageOf(docs, q.page, q.pageSize) };
}

/**
 * One document by its id, only when it is one of the viewer's (its own or, for an agent, one
 * of its customers'): any other id is NOT_FOUND, exactly like an id that does not exist.
 */
export async function findDocument(
  ctx: RequestContext,
  id: string,
): Promise<{ owner: DocumentOwner; document: DocumentModel }> {
  const parsed = parseDocumentId(id);
  if (!parsed) throw new ServiceError('NOT_FOUND');
  let owner: DocumentOwner;
  let docs: DocumentModel[];
  try {
    owner = await documentOwnerOf(ctx, String(parsed.customerId));
    docs = await documentsOfOwner(ctx, owner);
  } catch (err) {
    if (isServiceError(err) && (err.code === 'FORBIDDEN' || err.code === 'BAD_USER_INPUT'))
      throw new ServiceError('NOT_FOUND');
    throw err;
  }
  const document = docs.find((d) => d.id === parsed.iddocven);
  if (!document) throw new ServiceError('NOT_FOUND');
  return { owner, document };
}

/** The PDF of one of the viewer's documents, streamed from the ERP's report address. */
export async function documentPdf(ctx: RequestContext, id: string) {
  const { owner, document } = await findDocument(ctx, id);
  const pdf = await ctx.tenant.erp.documents.reportPdf(document.id, owner.agentId, owner.customerId);
  if (!pdf) throw new ServiceError('NOT_FOUND');
  return { document, pdf };
}

export async function listShipments(
  ctx: RequestContext,
  q: { customerId?: string | null; page?: number | null; pageSize?: number | null },
): Promise<{ owner: DocumentOwner; page: Page<DocumentModel> }> {
  const owner = await documentOwnerOf(ctx, q.customerId);
  const shipped = (await documentsOfOwner(ctx, owner)).filter(isShipment);
  return { owner, page: pageOf(shipped, q.page, q.pageSize) };
}

/** Every article the owner bought, the latest purchase first (read once per request). */
export async function purchasesOfOwner(
  ctx: RequestContext,
  owner: DocumentOwner,
): Promise<PurchaseModel[]> {
  const all = await perCustomer(ctx, PURCHASES, owner, () =>
    ctx.tenant.erp.documents.lastPurchases(owner.credentials, owner.customerId),
  );
  return [...all].sort((a, b) => b.lastDate.localeCompare(a.lastDate) || a.sku.localeCompare(b.sku));
}

export async function listLastPurchases(
  ctx: RequestContext,
  q: { customerId?: string | null; page?: number | null; pageSize?: number | null },
): Promise<{ owner: DocumentOwner; page: Page<PurchaseModel> }> {
  const owner = await documentOwnerOf(ctx, q.customerId);
  return { owner, page: pageOf(await purchasesOfOwner(ctx, owner), q.page, q.pageSize) };
}

/** The catalogue product of each purchased article (absent when no longer sold). */
export async function productIdsOf(ctx: RequestContext, articleIds: readonly number[]): Promise<Map<number, number>> {
  const index = await articleIndexOf(await ctx.tenant.catalogue.get());
  const out = new Map<number, number>();
  for (const id of articleIds) {
    const article = index.byArticleId.get(id);
    if (article) out.set(id, article.product.id);
  }
  return out;
}
