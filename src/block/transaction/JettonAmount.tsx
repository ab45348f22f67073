import type { JettonDirectory } from '../../ton/actions/action-model.ts';
import { jettonAmountText } from '../../ton/jetton/jetton-info.ts';
import { shownStrangerText } from '../../ton/text/text-safety.ts';
import { StrangerText } from '../../components/ton/StrangerText.tsx';
import { jettonOf, USDT_SYMBOL } from './action-view.ts';

/**
 * A jetton amount in the jetton's own units: its decimals applied exactly and its symbol (a stranger's
 * text, through StrangerText), or, when the page does not know its decimals, the raw units and why.
 * Never the coin's ticker. `signed` puts "+" on a gain (a loss already reads "−").
 */
export function JettonAmount({
  master,
  amount,
  jettons,
  signed = false,
}: {
  master: string | null;
  amount: bigint;
  jettons: JettonDirectory;
  signed?: boolean;
}) {
  const jetton = jettonOf(jettons, master);
  const digits = jetton ? jettonAmountText(amount, jetton.decimals) : jettonAmountText(amount, RAW);
  const sign = signed && amount > 0n ? '+' : '';
  const known = jetton?.decimals.known === true;
  const reason = jetton
    ? jetton.decimals.known
      ? `${amount.toString()} indivisible units`
      : jetton.decimals.reason
    : master === null
      ? 'the jetton is not named: raw units'
      : 'decimals unknown — raw units: the page has no metadata for this jetton';
  return (
    <span className="mono" title={reason} data-jetton={master ?? undefined}>
      {sign}
      {digits}
      {known ? ' ' : ' raw units of '}
      {jetton?.isUsdt ? (
        USDT_SYMBOL
      ) : jetton?.symbol ? (
        <StrangerText text={jetton.symbol} shown={24} />
      ) : master !== null ? (
        <>jetton {shownStrangerText(master, 8, 4)}</>
      ) : (
        'an unnamed jetton'
      )}
    </span>
  );
}

const RAW = { known: false, reason: '' } as const;
