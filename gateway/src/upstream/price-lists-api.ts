import { z } from 'zod';
import { errore, flag01, num, text } from './fields.ts';
import type { UpstreamHttp } from './http-client.ts';
import { accepted, refusedBy, type ErpResult } from '../erp/erp-result.ts';
import type { Credentials } from '../erp/models.ts';
import type { PriceListModel } from '../erp/price-list-models.ts';
import type { ErpPriceLists } from '../erp/erp.ts';

const listSchema = z
  .object({ IDLis: num(), DesLis: text(), TipLis: num(1), S1: num(), S2: num(), FlgCampana: flag01() })
  .loose();

export const priceListsReplySchema = z
  .object({ Errore: errore().default(''), Listini: z.array(listSchema).nullish() })
  .loose();

/** getListini: the company's price lists; an Errore (bad credentials) is a refusal. */
export class PriceListsApi implements ErpPriceLists {
  constructor(private readonly http: UpstreamHttp) {}

  async lists(c: Credentials): Promise<ErpResult<PriceListModel[]>> {
    const reply = await this.http.postForm(
      'pegaso/getListini',
      { username: c.username, password: c.password },
      priceListsReplySchema,
    );
    if (reply.Errore) return refusedBy('getListini', reply.Errore);
    return accepted(
      (reply.Listini ?? [])
        .filter((l) => l.IDLis > 0)
        .map((l) => ({ id: l.IDLis, name: l.DesLis, priceListType: l.TipLis, s1: l.S1, s2: l.S2, campana: l.FlgCampana })),
    );
  }
}
