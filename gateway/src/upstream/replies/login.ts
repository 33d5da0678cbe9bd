import { z } from 'zod';
import { errore, flag01, jsonText, num, text } from '../fields.ts';
import type { LoginUser } from '../../erp/models.ts';
import type { AccountModel } from '../../erp/account-models.ts';
import { contactPersonOf } from '../contact-person-fields.ts';
import { decodeSavedLists } from '../saved-items.ts';
import { accepted, refusedBy, type ErpResult } from '../../erp/erp-result.ts';

const recommendedSchema = z
  .object({ recommended: z.array(z.object({ idArtBas: num() }).loose()).default([]) })
  .loose();

const ACCOUNT_FIELDS = [
  'RagSoc', 'CodFis', 'ParIva', 'CodDes', 'EMailPec', 'Ind', 'Loc', 'Cap', 'Pro',
  'Nom', 'Cog', 'EMail', 'SitWeb', 'Tel', 'Cel', 'WebImage',
] as const;

const userSchema = z
  .object({
    username: text(),
    IDCli: num(),
    IDAge: num(),
    IdDetCliRef: num(),
    showPrice: flag01(),
    showPromo: flag01(),
    TipLis: num(),
    S1: num(),
    S2: num(),
    jsonVendite: jsonText(recommendedSchema, { recommended: [] }),
    cart: jsonText(z.array(z.unknown()), []),
    wishlist: jsonText(z.array(z.unknown()), []),
    ...Object.fromEntries(ACCOUNT_FIELDS.map((f) => [f, text()])),
  })
  .loose();

export const loginReplySchema = z
  .object({
    Errore: errore().default(''),
    user: z.union([userSchema, z.object({}).loose(), z.null()]).optional(),
  })
  .loose();

export type LoginOutcome = ErpResult<LoginUser>;

/** A reply without a username is a failure, whatever else it says (spec §7 Login). */
export function normaliseLogin(reply: z.output<typeof loginReplySchema>): LoginOutcome {
  const u = reply.user as Record<string, unknown> | null | undefined;
  if (!u || typeof u.username !== 'string' || u.username === '') {
    return refusedBy('login', reply.Errore);
  }
  const user = userSchema.parse(u);
  const account = Object.fromEntries(ACCOUNT_FIELDS.map((f) => [f, String(user[f] ?? '')]));
  return accepted({
    username: user.username,
    customerId: user.IDCli,
    agentId: user.IDAge,
    referenceId: user.IdDetCliRef,
    companyName: account.RagSoc ?? '',
    firstName: account.Nom ?? '',
    lastName: account.Cog ?? '',
    email: account.EMail ?? '',
    showPrice: user.showPrice,
    showPromo: user.showPromo,
    priceListType: user.TipLis,
    s1: user.S1,
    s2: user.S2,
    recommendedIds: user.jsonVendite.recommended.map((r) => r.idArtBas),
    savedLists: decodeSavedLists(user.cart, user.wishlist),
    account: accountOf(account),
  });
}

/** The account fields of the login reply, in our names. */
function accountOf(a: Record<string, string>): AccountModel {
  const f = (k: string) => a[k] ?? '';
  return {
    companyName: f('RagSoc'),
    taxCode: f('CodFis'),
    vatNumber: f('ParIva'),
    recipientCode: f('CodDes'),
    pecEmail: f('EMailPec'),
    address: f('Ind'),
    locality: f('Loc'),
    postcode: f('Cap'),
    province: f('Pro'),
    ...contactPersonOf(f),
    photoName: f('WebImage'),
  };
}
