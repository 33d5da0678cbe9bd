import { startUpstreamProxy } from '../support/upstream-proxy.ts';

/**
 * A stand-in in front of the reference upstream that passes every call through, except that its
 * cart pricing (getWebAppAdjustCart) answers the prices a test sets per article: as if a price
 * had changed in the ERP after the shop's catalogue was read.
 */
export async function startPriceChangeProxy(upstreamUrl: string) {
  const prices = new Map<number, number>();
  const proxy = await startUpstreamProxy(upstreamUrl, (call, reply) => {
    if (call === 'getWebAppAdjustCart' && Array.isArray(reply.item)) {
      reply.item = (reply.item as Array<Record<string, unknown>>).map((line) => {
        const price = prices.get(Number(line.idArt));
        return price === undefined ? line : { ...line, pricesco: price, tipoSconto: 1, priceIva: Math.round(price * 122) / 100 };
      });
    }
  });
  return {
    ...proxy,
    /** The ERP's price for an article from now on; undefined gives the upstream's own back. */
    setPrice(articleId: number, price: number | undefined) {
      if (price === undefined) prices.delete(articleId);
      else prices.set(articleId, price);
    },
  };
}
