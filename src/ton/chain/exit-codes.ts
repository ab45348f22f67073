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

export type ExitCodeKind = 'success' | 'tvm' | 'action' | 'custom' | 'unknown';

export interface ExitCodeDescription {
  title: string;
  detail?: string;
  kind: ExitCodeKind;
}

type Entry = readonly [code: number, title: string, detail: string];

/** Compute phase: codes TVM itself produces (0..14 and −14). */
const COMPUTE_CODES: readonly Entry[] = [
  [0, 'Success', 'Standard successful execution.'],
  [1, 'Success (alternative code)', 'Alternative successful execution code; reserved, but does not occur.'],
  [2, 'Stack underflow', 'An instruction consumed more values than there were on the stack.'],
  [3, 'Stack overflow', 'More values were stored on a stack than this version of TVM allows.'],
  [4, 'Integer overflow', 'A result left the range −2^256 … 2^256 − 1, or there was a division by zero.'],
  [
    5,
    'Integer out of range',
    'Range check error: an integer is out of its expected range (for example stored into too few bits).',
  ],
  [
    6,
    'Invalid opcode',
    'An instruction the current TVM version does not define, or an unsupported codepage.',
  ],
  [7, 'Type check error', 'An argument to a primitive has the wrong value type.'],
  [8, 'Cell overflow', 'Tried to write more than 1023 bits or 4 references into a cell.'],
  [9, 'Cell underflow', 'Tried to read more bits or references than the slice contains.'],
  [10, 'Dictionary error', 'A dictionary (hashmap) was manipulated incorrectly.'],
  [
    11,
    'Unknown error',
    'Unknown error, may be thrown by user programs. In practice often an ill-formed outbound message or a call of a get-method that does not exist.',
  ],
  [12, 'Fatal error', 'Thrown by TVM in situations deemed impossible.'],
  [13, 'Out of gas', 'Out of gas, as thrown by the contract itself: TVM reports real gas exhaustion as −14.'],
  [
    -14,
    'Out of gas',
    'The computation ran out of gas. TVM reports it as −14 (the bitwise NOT of 13) so that contracts, which can only throw 0..65535, cannot fake it; it cannot be caught.',
  ],
  [14, 'Virtualization error', 'Related to pruned branch cells; reserved, but never thrown.'],
];

/** Action phase result codes. */
const ACTION_CODES: readonly Entry[] = [
  [0, 'Success', 'All actions were processed.'],
  [
    32,
    'Action list invalid',
    'The action list contains exotic cells, an action entry has no reference, or an action cannot be parsed.',
  ],
  [33, 'Action list too long', 'More than 255 actions were queued.'],
  [
    34,
    'Action invalid or not supported',
    'An action is ill-formed (for example a malformed message) or of an unsupported kind.',
  ],
  [
    35,
    'Invalid source address in outbound message',
    'The source address is neither addr_none nor the address of the sending contract.',
  ],
  [
    36,
    'Invalid destination address in outbound message',
    'The destination does not follow the TL-B schema, names an unknown workchain or has a wrong length.',
  ],
  [
    37,
    'Not enough TON',
    'The balance (or, with mode 64, the inbound value) cannot cover the value to send plus fees.',
  ],
  [38, 'Not enough extra currencies', 'Not enough of an extra currency to send the specified amount.'],
  [
    39,
    'Outbound message does not fit into a cell after rewriting',
    'The message could not be packed according to its TL-B schema.',
  ],
  [
    40,
    'Cannot process a message',
    'Not enough funds to pay the forward fees for all of its cells, the message is too large, or its Merkle depth is too big.',
  ],
  [41, 'Library reference is null', 'A library change action required a library reference, but it was null.'],
  [42, 'Library change action error', 'The library change action failed.'],
  [
    43,
    'Library limits exceeded',
    'Exceeded the maximum number of cells in the library or the maximum depth of the Merkle tree.',
  ],
  [
    50,
    'Account state size exceeded',
    'By the end of the action phase the account state exceeds the limits of config param 43.',
  ],
];

/** Codes the Tact compiler reserves (docs.ton.org table; contracts in other languages may reuse them). */
const TACT_CODES: readonly Entry[] = [
  [128, 'Null reference exception', 'A null value was used where a value was required.'],
  [129, 'Invalid serialization prefix', 'A message or struct did not start with the expected prefix.'],
  [130, 'Invalid incoming message', 'The contract has no receiver for the opcode of the received message.'],
  [131, 'Constraints error', 'Reserved, but never thrown.'],
  [132, 'Access denied', 'Someone other than the owner sent a message to the contract.'],
  [133, 'Contract stopped', 'Reserved, but never thrown.'],
  [134, 'Invalid argument', 'An argument was invalid.'],
  [135, 'Code of a contract was not found', 'False flag for a dictionary call.'],
];

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
  if (known) return { ...known, kind: code === 0 || code === 1 ? 'success' : 'tvm' };

  if (code === EXIT_CODE_UNKNOWN_OPCODE) {
    return {
      title: 'Unknown opcode',
      detail:
        'By convention in FunC and Tact contracts: the contract does not handle this message opcode. Thrown by the contract, not by TVM.',
      kind: 'custom',
    };
  }
  const tact = TACT.get(code);
  if (tact) {
    return {
      title: tact.title,
      detail: `${tact.detail} Meaning as reserved by the Tact compiler; a contract written in another language may use ${code} for its own error.`,
      kind: 'custom',
    };
  }
  if (Number.isInteger(code) && code >= 128 && code <= 65535) {
    return {
      title: `Custom exit code ${code}`,
      detail:
        code < 256
          ? 'Custom code defined by the contract (128–255 is the range Tact reserves for its own errors).'
          : "Custom code defined by the contract; its meaning is in the contract's source code.",
      kind: 'custom',
    };
  }
  if (Number.isInteger(code) && code >= 0 && code <= 127) {
    return {
      title: `Exit code ${code}`,
      detail:
        'Reserved by TON Blockchain (0–127) but not a compute-phase code TVM produces; the contract threw it itself.',
      kind: 'unknown',
    };
  }
  return { title: `Exit code ${code}`, detail: 'Not a standard exit code.', kind: 'unknown' };
}

/** Explains an action-phase result code (`action.result_code`). */
export function describeActionResultCode(code: number): ExitCodeDescription {
  const known = ACTION.get(code);
  if (known) return { ...known, kind: code === 0 ? 'success' : 'action' };
  return {
    title: `Result code ${code}`,
    detail: 'Not a standard action-phase result code.',
    kind: 'unknown',
  };
}
