import { useState } from 'react';
import { ShopLink } from '../../components/ShopLink';
import { it } from '../../i18n/it';
import { announceOutcome } from '../../lib/mutation-outcome';
import { paths } from '../../lib/paths';
import { useCompareAddMutation } from './api/compare-add-mutation';

const t = it.compare;

/**
 * 'Confronta' on cards and the product page: the gateway refuses a duplicate with its message.
 * Once the product is in the list (added now, or refused as already there or the list full),
 * a link to the side-by-side page follows the button, so the list is always one click away.
 */
export function CompareButton({ productId }: { productId: string }) {
  const [{ fetching }, add] = useCompareAddMutation();
  const [listed, setListed] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn"
        disabled={fetching}
        data-testid="compare-add"
        onClick={async () => {
          const res = await add({ input: { productId } });
          const payload = res.data?.compareAdd;
          announceOutcome({ error: res.error, userErrors: payload?.userErrors }, payload?.message ?? null);
          if (payload) setListed(true);
        }}
      >
        {t.add}
      </button>
      {listed && (
        <ShopLink to={paths.compare} className="btn" data-testid="compare-open">
          {t.open}
        </ShopLink>
      )}
    </>
  );
}
