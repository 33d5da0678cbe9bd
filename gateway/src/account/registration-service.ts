import type { RequestContext } from '../context/request-context.ts';
import { ServiceError } from '../context/service-error.ts';
import { ACCOUNT_MESSAGES as M } from '../domain/account-messages.ts';
import { checkRegistration, normaliseRegistration, type RegistrationDraft } from '../domain/registration.ts';
import type { LocalityModel } from '../erp/checkout-models.ts';
import { enforceLimit } from './account-limits.ts';
import { fromProblems, refusal, refused, succeeded, type FlowOutcome } from './outcome.ts';

export const MAX_LOCALITY_SUGGESTIONS = 20;

export interface LocalityChoice {
  name: string;
  postcode: string;
}

export interface RegistrationRequest extends Omit<RegistrationDraft, 'legalLocality' | 'operatingLocality'> {
  legalLocality: LocalityChoice | null;
  operatingLocality: LocalityChoice | null;
}

/** Registration exists only where the tenant profile offers it (company 1): FORBIDDEN elsewhere. */
function requireRegistration(ctx: RequestContext): void {
  if (!ctx.tenant.profile.features.registration) throw new ServiceError('FORBIDDEN');
}

const localitiesOf = (ctx: RequestContext) => ctx.tenant.erp.checkout.localities();

/** The ERP's localities whose name or postcode starts with the text (typing 'sal' offers Salerno). */
export async function registrationLocalities(ctx: RequestContext, search: string): Promise<LocalityModel[]> {
  requireRegistration(ctx);
  const q = search.trim().toLowerCase().slice(0, 60);
  if (q.length < 2) return [];
  const all = await localitiesOf(ctx);
  return all
    .filter((l) => l.name.toLowerCase().startsWith(q) || l.postcode.startsWith(q) || l.name.toLowerCase().includes(` ${q}`))
    .slice(0, MAX_LOCALITY_SUGGESTIONS);
}

/**
 * A new customer's request, company 1 only. The rules of the domain first; then the chosen
 * localities must be the ERP's own, whose province and postcode are sent (the form only shows
 * them). Refusals name their fields and keep nothing from the user: the form still holds it all.
 */
export async function submitRegistration(ctx: RequestContext, input: RegistrationRequest, clientAddress: string): Promise<FlowOutcome> {
  requireRegistration(ctx);
  const draft = normaliseRegistration({
    ...input,
    operatingAddress: input.operatingAddress ?? '',
    website: input.website ?? '',
    mobile: input.mobile ?? '',
    legalLocality: input.legalLocality?.name ?? '',
    operatingLocality: input.operatingLocality?.name ?? '',
  });
  const problems = checkRegistration(draft);
  if (problems.length) return fromProblems(problems);
  await enforceLimit(ctx, 'registration-address', clientAddress);
  const all = await localitiesOf(ctx);
  const find = (c: LocalityChoice | null) =>
    c ? all.find((l) => l.name.toLowerCase() === c.name.trim().toLowerCase() && l.postcode === c.postcode.trim()) : undefined;
  const legal = find(input.legalLocality);
  if (!legal) return refused(refusal('LOCALITY_REQUIRED', M.locality, 'legalLocality'));
  const operating = draft.operatingAddress ? find(input.operatingLocality) : null;
  if (operating === undefined) return refused(refusal('LOCALITY_REQUIRED', M.locality, 'operatingLocality'));
  const place = (address: string, l: LocalityModel) => ({ address, locality: l.name, province: l.province, postcode: l.postcode });
  const outcome = await ctx.tenant.erp.account.register({
    ...draft,
    legal: place(draft.legalAddress, legal),
    operating: operating ? place(draft.operatingAddress, operating) : null,
  });
  // The ERP's Errore is shown as it says (ordering-and-backoffice §8 Registration).
  if (!outcome.ok) return refused(refusal('UPSTREAM_REFUSED', outcome.refusal.error));
  return succeeded(M.registrationSent);
}
