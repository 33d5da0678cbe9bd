import type { ReorderFieldsFragment } from '../../../gql/graphql';
import { announceReorder } from '../reorder-outcome';

/** 'Riordina' on a row: asks the gateway to put the row's articles in the cart, then says what it did. */
export function ReorderButton(props: {
  text: string;
  label: string;
  disabled: boolean;
  reorder(): Promise<ReorderFieldsFragment | undefined>;
}) {
  return (
    <button
      type="button"
      className="btn btn--primary"
      disabled={props.disabled}
      aria-label={props.label}
      onClick={async () => announceReorder(await props.reorder())}
    >
      {props.text}
    </button>
  );
}
