import { defineMessages } from '../i18n/messages.ts';

/** Titles and details of exit and result codes (exit-codes.ts). */
export const exitCodeMessages = defineMessages('ton.chain.exit-codes', {
  success: 'Success',
  successDetail: 'Standard successful execution.',
  successAlternative: 'Success (alternative code)',
  successAlternativeDetail: 'Alternative successful execution code; reserved, but does not occur.',
  stackUnderflow: 'Stack underflow',
  stackUnderflowDetail: 'An instruction consumed more values than there were on the stack.',
  stackOverflow: 'Stack overflow',
  stackOverflowDetail: 'More values were stored on a stack than this version of TVM allows.',
  integerOverflow: 'Integer overflow',
  integerOverflowDetail: 'A result left the range −2^256 … 2^256 − 1, or there was a division by zero.',
  integerOutOfRange: 'Integer out of range',
  integerOutOfRangeDetail:
    'Range check error: an integer is out of its expected range (for example stored into too few bits).',
  invalidOpcode: 'Invalid opcode',
  invalidOpcodeDetail: 'An instruction the current TVM version does not define, or an unsupported codepage.',
  typeCheck: 'Type check error',
  typeCheckDetail: 'An argument to a primitive has the wrong value type.',
  cellOverflow: 'Cell overflow',
  cellOverflowDetail: 'Tried to write more than 1023 bits or 4 references into a cell.',
  cellUnderflow: 'Cell underflow',
  cellUnderflowDetail: 'Tried to read more bits or references than the slice contains.',
  dictionary: 'Dictionary error',
  dictionaryDetail: 'A dictionary (hashmap) was manipulated incorrectly.',
  unknownError: 'Unknown error',
  unknownErrorDetail:
    'Unknown error, may be thrown by user programs. In practice often an ill-formed outbound message or a call of a get-method that does not exist.',
  fatal: 'Fatal error',
  fatalDetail: 'Thrown by TVM in situations deemed impossible.',
  outOfGas: 'Out of gas',
  outOfGasThrownDetail:
    'Out of gas, as thrown by the contract itself: TVM reports real gas exhaustion as −14.',
  outOfGasDetail:
    'The computation ran out of gas. TVM reports it as −14 (the bitwise NOT of 13) so that contracts, which can only throw 0..65535, cannot fake it; it cannot be caught.',
  virtualization: 'Virtualization error',
  virtualizationDetail: 'Related to pruned branch cells; reserved, but never thrown.',

  actionSuccessDetail: 'All actions were processed.',
  actionListInvalid: 'Action list invalid',
  actionListInvalidDetail:
    'The action list contains exotic cells, an action entry has no reference, or an action cannot be parsed.',
  actionListTooLong: 'Action list too long',
  actionListTooLongDetail: 'More than 255 actions were queued.',
  actionInvalid: 'Action invalid or not supported',
  actionInvalidDetail: 'An action is ill-formed (for example a malformed message) or of an unsupported kind.',
  invalidSource: 'Invalid source address in outbound message',
  invalidSourceDetail: 'The source address is neither addr_none nor the address of the sending contract.',
  invalidDestination: 'Invalid destination address in outbound message',
  invalidDestinationDetail:
    'The destination does not follow the TL-B schema, names an unknown workchain or has a wrong length.',
  notEnoughTon: 'Not enough TON',
  notEnoughTonDetail:
    'The balance (or, with mode 64, the inbound value) cannot cover the value to send plus fees.',
  notEnoughExtra: 'Not enough extra currencies',
  notEnoughExtraDetail: 'Not enough of an extra currency to send the specified amount.',
  doesNotFit: 'Outbound message does not fit into a cell after rewriting',
  doesNotFitDetail: 'The message could not be packed according to its TL-B schema.',
  cannotProcess: 'Cannot process a message',
  cannotProcessDetail:
    'Not enough funds to pay the forward fees for all of its cells, the message is too large, or its Merkle depth is too big.',
  libraryNull: 'Library reference is null',
  libraryNullDetail: 'A library change action required a library reference, but it was null.',
  libraryChange: 'Library change action error',
  libraryChangeDetail: 'The library change action failed.',
  libraryLimits: 'Library limits exceeded',
  libraryLimitsDetail:
    'Exceeded the maximum number of cells in the library or the maximum depth of the Merkle tree.',
  stateSize: 'Account state size exceeded',
  stateSizeDetail: 'By the end of the action phase the account state exceeds the limits of config param 43.',

  nullReference: 'Null reference exception',
  nullReferenceDetail: 'A null value was used where a value was required.',
  serializationPrefix: 'Invalid serialization prefix',
  serializationPrefixDetail: 'A message or struct did not start with the expected prefix.',
  invalidIncoming: 'Invalid incoming message',
  invalidIncomingDetail: 'The contract has no receiver for the opcode of the received message.',
  constraints: 'Constraints error',
  reservedNeverThrown: 'Reserved, but never thrown.',
  accessDenied: 'Access denied',
  accessDeniedDetail: 'Someone other than the owner sent a message to the contract.',
  contractStopped: 'Contract stopped',
  invalidArgument: 'Invalid argument',
  invalidArgumentDetail: 'An argument was invalid.',
  codeNotFound: 'Code of a contract was not found',
  codeNotFoundDetail: 'False flag for a dictionary call.',

  unknownOpcode: 'Unknown opcode',
  unknownOpcodeDetail:
    'By convention in FunC and Tact contracts: the contract does not handle this message opcode. Thrown by the contract, not by TVM.',
  tactDetail:
    '{detail} Meaning as reserved by the Tact compiler; a contract written in another language may use {code} for its own error.',
  customTitle: 'Custom exit code {code}',
  customTactRangeDetail:
    'Custom code defined by the contract (128–255 is the range Tact reserves for its own errors).',
  customDetail: "Custom code defined by the contract; its meaning is in the contract's source code.",
  exitCodeTitle: 'Exit code {code}',
  reservedDetail:
    'Reserved by TON Blockchain (0–127) but not a compute-phase code TVM produces; the contract threw it itself.',
  notStandardDetail: 'Not a standard exit code.',
  resultCodeTitle: 'Result code {code}',
  notStandardResultDetail: 'Not a standard action-phase result code.',
});
