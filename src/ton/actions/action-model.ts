/**
 * What happened, one level above transactions (issue 27): an action is "A sent 10 USD₮ to B", "A deployed
 * C", "transfer to B bounced: 0.5 GRAM returned". Both readers produce this one model:
 * - the server's classification (`GET /api/v3/actions`, read by ./server-actions.ts), and
 * - tonlens's own reading of the messages the page already decodes (./read-messages.ts), used where the
 *   server gives none (a server without the classifier, the sample's emulated blocks).
 *
 * Pure TON-layer code: no React, no API schemas. Transactions are read through ActionTransactionShape,
 * which the API's validated `Transaction` fits (checked at compile time in api/actions).
 *
 * Amounts are bigint. A jetton amount names its master (raw form) and is written with that jetton's own
 * decimals and symbol at render time (ton/jetton/jetton-info.ts), never with the coin's ticker.
 */

import type { Message } from '../i18n/messages.ts';
import type { JettonInfo } from '../jetton/jetton-info.ts';

/** Who read the action: the server's classifier, or tonlens from the messages. Shown on every action. */
export type ActionSource = 'server' | 'tonlens';

/** The native coin, or one jetton by its master's raw address (`0:ABC…`, uppercase); null: master unknown. */
export type ActionAsset = { kind: 'coin' } | { kind: 'jetton'; master: string | null };

/**
 * A sentence as parts, so each view renders accounts through the Address door, amounts through the
 * amount doors and strangers' text through StrangerText, and text exports join the same parts. A
 * sentence is one `words` part: a message (./sentence-messages.ts) whose placeholders hold the other
 * parts, so each language orders the sentence its own way.
 */
export type SentencePart =
  /** Text that is not words of a language (empty: an optional clause left out). */
  | { kind: 'text'; text: string }
  /** A message in the page's language, its placeholders filled with parts (or a count). */
  | { kind: 'words'; message: Message; values?: Readonly<Record<string, SentencePart | number>> }
  /** An account by its raw address (`0:ABC…`); views resolve it through the address book. */
  | { kind: 'account'; raw: string }
  | { kind: 'coin'; nanos: bigint }
  /** A jetton amount in the jetton's raw units; decimals and symbol come from its metadata at render. */
  | { kind: 'jetton'; master: string | null; amount: bigint }
  | { kind: 'opcode'; opcode: number }
  /** Text someone else wrote (a comment, a server's type name we do not know): shown as text, revealed. */
  | { kind: 'stranger'; text: string };

/** One account's signed change of one asset caused by an action (the sender −, the receiver +). */
export interface ValueFlow {
  account: string;
  asset: ActionAsset;
  delta: bigint;
}

export interface Action {
  /** The server's action_id, or `tonlens:<first transaction hash>:<index>` for tonlens's own reading. */
  id: string;
  /**
   * The index's type name (`ton_transfer`, `jetton_transfer`, `jetton_mint`, `jetton_burn`, `nft_transfer`,
   * `nft_mint`, `contract_deploy`, `call_contract`, `jetton_swap`, …); tonlens's own reading uses the same
   * names, plus `bounce` (a bounced transfer) and `unclassified` ("contract call `op` (unclassified)").
   * A server type tonlens does not know is kept as the server wrote it (stranger text).
   */
  type: string;
  source: ActionSource;
  /** true: it did what it set out to; false: it failed (see `failure`); null: not said. */
  success: boolean | null;
  /** Why it failed, in words ("compute phase exited with code 706 …; the jettons went back"), or null. */
  failure: string | null;
  /** The sentence, e.g. [words "{from} sent {amount} to {to}{comment}" with account A, jetton 10 USD₮…]. */
  sentence: readonly SentencePart[];
  /** The accounts the action involves, raw form, the most important first (for the account filter). */
  accounts: readonly string[];
  /** Who gained or lost what (for "value moved" and trace balance changes); fees are not actions. */
  flows: readonly ValueFlow[];
  /** Hashes (as the API writes them, base64) of the transactions the action spans, first first. */
  transactions: readonly string[];
  /** The trace it belongs to, if known. */
  traceId: string | null;
}

/** Master (raw) → what the page knows of that jetton; built from answers' metadata (jettonInfoOf). */
export type JettonDirectory = ReadonlyMap<string, JettonInfo>;

/** The parts a sentence holds, words opened: its accounts, amounts, opcodes and strangers' text. */
export function sentenceLeaves(parts: readonly SentencePart[]): SentencePart[] {
  const leaves: SentencePart[] = [];
  const visit = (part: SentencePart): void => {
    if (part.kind !== 'words') leaves.push(part);
    else for (const value of Object.values(part.values ?? {})) if (typeof value !== 'number') visit(value);
  };
  parts.forEach(visit);
  return leaves;
}
