import { it } from '../../i18n/it';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import { reportRequestError } from '../../lib/mutation-outcome';
import styles from './CurrencySelect.module.css';

const currenciesQuery = graphql(`
  query Currencies {
    currencies {
      code
      symbol
      selected
    }
  }
`);

const currencySetMutation = graphql(`
  mutation DisplayCurrencySet($input: DisplayCurrencySetInput!) {
    displayCurrencySet(input: $input) {
      currency
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

const t = it.currency;

/**
 * The display currency (EUR, USD, GBP): the gateway converts prices at its configured rates and
 * marks them indicative; carts, orders and documents stay in euro.
 */
export function CurrencySelect() {
  const [{ data }] = useQuery({ query: currenciesQuery });
  const [{ fetching }, setCurrency] = useMutation(currencySetMutation);
  const options = data?.currencies ?? [];
  const selected = options.find((c) => c.selected);
  if (options.length === 0) return null;
  return (
    <div className={styles.currency}>
      <label className="visually-hidden" htmlFor="display-currency">{t.label}</label>
      <select
        id="display-currency"
        className={styles.select}
        value={selected?.code ?? 'EUR'}
        disabled={fetching}
        data-testid="currency-select"
        onChange={async (e) => {
          const res = await setCurrency({ input: { currency: e.target.value as 'EUR' | 'USD' | 'GBP' } });
          if (res.error) reportRequestError(res.error);
        }}
      >
        {options.map((c) => (
          <option key={c.code} value={c.code}>{`${c.code} ${c.symbol}`}</option>
        ))}
      </select>
      {selected && selected.code !== 'EUR' && (
        <span className={styles.note} data-testid="currency-note">{t.indicative(selected.code)}</span>
      )}
    </div>
  );
}
