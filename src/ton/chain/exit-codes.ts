/**
 * Plain-language meanings of a TON transaction's exit and result codes, as an indexer such as
 * toncenter v3 reports them (`description.compute_ph.exit_code`, `description.action.result_code`).
 * The named values (skip reasons, bounce types, statuses, transaction types) are in tlb-values.ts.
 *
 * Source: docs.ton.org "Exit codes", https://docs.ton.org/tvm/exit-codes
 * (formerly https://docs.ton.org/v3/documentation/tvm/tvm-exit-codes). TON reserves 0..127,
 * Tact-compiled contracts use 128..255, and 256..65535 are free for contract-defined codes;
 * contracts can only throw 0..65535.
 *
 * Every describer accepts codes it does not know and says so (kind 'unknown'): the chain evolves, and an
 * explorer must show what it cannot explain.
 */
import { t } from '../i18n/door.ts';
import type { Message } from '../i18n/messages.ts';
import { exitCodeMessages } from './exit-code-messages.ts';

export type ExitCodeKind = 'success' | 'tvm' | 'action' | 'custom' | 'unknown';

export interface ExitCodeDescription {
  title: string;
  detail?: string;
  kind: ExitCodeKind;
}

type Entry = readonly [code: number, title: Message, detail: Message];

const m = exitCodeMessages;

/** Compute phase: codes TVM itself produces (0..14 and −14). */
const COMPUTE_CODES: readonly Entry[] = [
  [0, m.success, m.successDetail],
  [1, m.successAlternative, m.successAlternativeDetail],
  [2, m.stackUnderflow, m.stackUnderflowDetail],
  [3, m.stackOverflow, m.stackOverflowDetail],
  [4, m.integerOverflow, m.integerOverflowDetail],
  [5, m.integerOutOfRange, m.integerOutOfRangeDetail],
  [6, m.invalidOpcode, m.invalidOpcodeDetail],
  [7, m.typeCheck, m.typeCheckDetail],
  [8, m.cellOverflow, m.cellOverflowDetail],
  [9, m.cellUnderflow, m.cellUnderflowDetail],
  [10, m.dictionary, m.dictionaryDetail],
  [11, m.unknownError, m.unknownErrorDetail],
  [12, m.fatal, m.fatalDetail],
  [13, m.outOfGas, m.outOfGasThrownDetail],
  [-14, m.outOfGas, m.outOfGasDetail],
  [14, m.virtualization, m.virtualizationDetail],
];

/** Action phase result codes. */
const ACTION_CODES: readonly Entry[] = [
  [0, m.success, m.actionSuccessDetail],
  [32, m.actionListInvalid, m.actionListInvalidDetail],
  [33, m.actionListTooLong, m.actionListTooLongDetail],
  [34, m.actionInvalid, m.actionInvalidDetail],
  [35, m.invalidSource, m.invalidSourceDetail],
  [36, m.invalidDestination, m.invalidDestinationDetail],
  [37, m.notEnoughTon, m.notEnoughTonDetail],
  [38, m.notEnoughExtra, m.notEnoughExtraDetail],
  [39, m.doesNotFit, m.doesNotFitDetail],
  [40, m.cannotProcess, m.cannotProcessDetail],
  [41, m.libraryNull, m.libraryNullDetail],
  [42, m.libraryChange, m.libraryChangeDetail],
  [43, m.libraryLimits, m.libraryLimitsDetail],
  [50, m.stateSize, m.stateSizeDetail],
];

/** Codes the Tact compiler reserves (docs.ton.org table; contracts in other languages may reuse them). */
const TACT_CODES: readonly Entry[] = [
  [128, m.nullReference, m.nullReferenceDetail],
  [129, m.serializationPrefix, m.serializationPrefixDetail],
  [130, m.invalidIncoming, m.invalidIncomingDetail],
  [131, m.constraints, m.reservedNeverThrown],
  [132, m.accessDenied, m.accessDeniedDetail],
  [133, m.contractStopped, m.reservedNeverThrown],
  [134, m.invalidArgument, m.invalidArgumentDetail],
  [135, m.codeNotFound, m.codeNotFoundDetail],
];

// Messages, not text: the words are looked up when a code is described, in the page's language then.
const toMap = (entries: readonly Entry[]) =>
  new Map(entries.map(([code, title, detail]) => [code, { title, detail }] as const));

const COMPUTE = toMap(COMPUTE_CODES);
const ACTION = toMap(ACTION_CODES);
const TACT = toMap(TACT_CODES);

/** 65535 (0xffff): conventionally thrown by FunC/Tact contracts for an unhandled opcode. */
export const EXIT_CODE_UNKNOWN_OPCODE = 0xffff;

/**
 * Explains a compute-phase exit code (`compute_ph.exit_code`, a signed 32-bit integer).
 * 0 and 1 are success; 2..14 and −14 are TVM errors; 128..255 and 256..65535 are thrown by the
 * contract (the first range by Tact convention); anything else is 'unknown'.
 */
export function describeComputeExitCode(code: number): ExitCodeDescription {
  const known = COMPUTE.get(code);
  if (known) {
    return {
      title: t(known.title),
      detail: t(known.detail),
      kind: code === 0 || code === 1 ? 'success' : 'tvm',
    };
  }

  if (code === EXIT_CODE_UNKNOWN_OPCODE) {
    return {
      title: t(m.unknownOpcode),
      detail: t(m.unknownOpcodeDetail),
      kind: 'custom',
    };
  }
  const tact = TACT.get(code);
  if (tact) {
    return {
      title: t(tact.title),
      detail: t(m.tactDetail, { detail: t(tact.detail), code: String(code) }),
      kind: 'custom',
    };
  }
  if (Number.isInteger(code) && code >= 128 && code <= 65535) {
    return {
      title: t(m.customTitle, { code: String(code) }),
      detail: code < 256 ? t(m.customTactRangeDetail) : t(m.customDetail),
      kind: 'custom',
    };
  }
  if (Number.isInteger(code) && code >= 0 && code <= 127) {
    return {
      title: t(m.exitCodeTitle, { code: String(code) }),
      detail: t(m.reservedDetail),
      kind: 'unknown',
    };
  }
  return {
    title: t(m.exitCodeTitle, { code: String(code) }),
    detail: t(m.notStandardDetail),
    kind: 'unknown',
  };
}

/** Explains an action-phase result code (`action.result_code`). */
export function describeActionResultCode(code: number): ExitCodeDescription {
  const known = ACTION.get(code);
  if (known)
    return { title: t(known.title), detail: t(known.detail), kind: code === 0 ? 'success' : 'action' };
  return {
    title: t(m.resultCodeTitle, { code: String(code) }),
    detail: t(m.notStandardResultDetail),
    kind: 'unknown',
  };
}
