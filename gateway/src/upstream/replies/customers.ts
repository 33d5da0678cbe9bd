import { z } from 'zod';
import { errore, num, text } from '../fields.ts';
import type { CustomerModel } from '../../erp/models.ts';

const siteSchema = z
  .object({
    IdDetCliSed: num(),
    dessedcli: text(),
    IndSed: text(),
    CAP: text(),
    Loc: text(),
    Pro: text(),
    NAZ: text(),
  })
  .loose();

const customerSchema = z
  .object({
    IdCli: num(),
    RagSoc: text(),
    IdDetCliRef: num(),
    Sedi: z.array(siteSchema).nullish(),
  })
  .loose();

export const customersReplySchema = z
  .object({ Errore: errore().default(''), Anagrafica: z.array(customerSchema).nullish() })
  .loose();

export function normaliseCustomers(reply: z.output<typeof customersReplySchema>): CustomerModel[] {
  return (reply.Anagrafica ?? []).map((c) => ({
    id: c.IdCli,
    name: c.RagSoc,
    referenceId: c.IdDetCliRef,
    sites: (c.Sedi ?? []).map((s) => ({
      id: s.IdDetCliSed,
      name: s.dessedcli,
      address: s.IndSed,
      postcode: s.CAP,
      locality: s.Loc,
      province: s.Pro,
      country: s.NAZ || 'IT',
    })),
  }));
}
