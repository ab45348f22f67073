import type { Account } from '../../api/schemas.ts';
import { StrangerText } from '../../components/ton/StrangerText.tsx';
import { InfoList, InfoRow } from '../../components/ui/InfoRow.tsx';
import { boundedJson } from '../../ton/text/bounded-json.ts';
import { revealInvisible, truncateMiddle } from '../../ton/text/text-safety.ts';

/** How deep an extra field is shown here; the raw answer is the place for more. */
const DETAILS_JSON_DEPTH = 16;

/** Fields of an account this view names; any other field the server sends is listed as it came. */
const KNOWN_FIELDS = new Set([
  'address',
  'account_state_hash',
  'balance',
  'extra_currencies',
  'status',
  'code_boc',
  'data_boc',
  'code_hash',
  'data_hash',
  'frozen_hash',
  'last_transaction_hash',
  'last_transaction_lt',
  'contract_methods',
]);

/** Fields the server sent that this view does not name, listed as they came (nothing when there are none). */
export function AccountExtraFields({ account }: { account: Account | undefined }) {
  const otherFields = account ? Object.entries(account).filter(([key]) => !KNOWN_FIELDS.has(key)) : [];
  if (otherFields.length === 0) return null;
  return (
    <InfoList columns="wide">
      {otherFields.map(([key, value]) => (
        <InfoRow key={key} label={revealInvisible(truncateMiddle(key, 60, 8)).text}>
          {/* The server's value as JSON: invisible characters escaped, nesting bounded, a long one cut. */}
          <code>
            <StrangerText text={boundedJson(value, 0, DETAILS_JSON_DEPTH)} />
          </code>
        </InfoRow>
      ))}
    </InfoList>
  );
}
