import { lazy, Suspense } from 'react';
import { useShopNoticeQuery } from '../api/products-query';

// Most days there is no notice: the dialog's code is fetched only when there is one.
const ShopNoticeDialog = lazy(() => import('./ShopNoticeDialog').then((m) => ({ default: m.ShopNoticeDialog })));

/** The shop page's 'Comunicazione', when the configuration sets a text. */
export function ShopNotice() {
  const [{ data }] = useShopNoticeQuery();
  const text = data?.shopNotice ?? null;
  if (text === null) return null;
  return (
    <Suspense fallback={null}>
      <ShopNoticeDialog text={text} />
    </Suspense>
  );
}
