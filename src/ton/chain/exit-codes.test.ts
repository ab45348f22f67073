import { describe, expect, it } from 'vitest';
import {
  EXIT_CODE_UNKNOWN_OPCODE,
  describeActionResultCode,
  describeComputeExitCode,
  type ExitCodeKind,
} from './exit-codes.ts';

describe('describeComputeExitCode', () => {
  it.each<[number, string, ExitCodeKind]>([
    [0, 'Success', 'success'],
    [1, 'Success (alternative code)', 'success'],
    [2, 'Stack underflow', 'tvm'],
    [3, 'Stack overflow', 'tvm'],
    [4, 'Integer overflow', 'tvm'],
    [5, 'Integer out of range', 'tvm'],
    [6, 'Invalid opcode', 'tvm'],
    [7, 'Type check error', 'tvm'],
    [8, 'Cell overflow', 'tvm'],
    [9, 'Cell underflow', 'tvm'],
    [10, 'Dictionary error', 'tvm'],
    [11, 'Unknown error', 'tvm'],
    [12, 'Fatal error', 'tvm'],
    [13, 'Out of gas', 'tvm'],
    [-14, 'Out of gas', 'tvm'],
    [14, 'Virtualization error', 'tvm'],
    [65535, 'Unknown opcode', 'custom'],
    [132, 'Access denied', 'custom'],
    [130, 'Invalid incoming message', 'custom'],
    [136, 'Custom exit code 136', 'custom'],
    [255, 'Custom exit code 255', 'custom'],
    [256, 'Custom exit code 256', 'custom'],
    [401, 'Custom exit code 401', 'custom'],
    [65534, 'Custom exit code 65534', 'custom'],
    // Action-phase codes and other reserved values cannot come from TVM in the compute phase.
    [37, 'Exit code 37', 'unknown'],
    [15, 'Exit code 15', 'unknown'],
    [127, 'Exit code 127', 'unknown'],
    [-1, 'Exit code -1', 'unknown'],
    [-13, 'Exit code -13', 'unknown'],
    [65536, 'Exit code 65536', 'unknown'],
    [2147483647, 'Exit code 2147483647', 'unknown'],
    [-2147483648, 'Exit code -2147483648', 'unknown'],
    [1.5, 'Exit code 1.5', 'unknown'],
    [Number.NaN, 'Exit code NaN', 'unknown'],
  ])('describeComputeExitCode(%s) → %s (%s)', (code, title, kind) => {
    const described = describeComputeExitCode(code);
    expect(described.title).toBe(title);
    expect(described.kind).toBe(kind);
    expect(described.detail).toBeTruthy();
  });

  it('quotes the TVM wording for 11 and explains why −14 is negative', () => {
    expect(describeComputeExitCode(11).detail).toContain('Unknown error, may be thrown by user programs');
    expect(describeComputeExitCode(-14).detail).toMatch(/cannot fake it/);
  });

  it('names 65535 the FunC/Tact "unknown opcode" convention and says contracts define codes ≥ 256', () => {
    expect(EXIT_CODE_UNKNOWN_OPCODE).toBe(0xffff);
    expect(describeComputeExitCode(0xffff).detail).toMatch(/FunC and Tact/);
    expect(describeComputeExitCode(1000).detail).toMatch(/custom code defined by the contract/i);
  });
});

describe('describeActionResultCode', () => {
  it.each<[number, string, ExitCodeKind]>([
    [0, 'Success', 'success'],
    [32, 'Action list invalid', 'action'],
    [33, 'Action list too long', 'action'],
    [34, 'Action invalid or not supported', 'action'],
    [35, 'Invalid source address in outbound message', 'action'],
    [36, 'Invalid destination address in outbound message', 'action'],
    [37, 'Not enough TON', 'action'],
    [38, 'Not enough extra currencies', 'action'],
    [39, 'Outbound message does not fit into a cell after rewriting', 'action'],
    [40, 'Cannot process a message', 'action'],
    [41, 'Library reference is null', 'action'],
    [42, 'Library change action error', 'action'],
    [43, 'Library limits exceeded', 'action'],
    [50, 'Account state size exceeded', 'action'],
    [1, 'Result code 1', 'unknown'],
    [13, 'Result code 13', 'unknown'],
    [44, 'Result code 44', 'unknown'],
    [49, 'Result code 49', 'unknown'],
    [51, 'Result code 51', 'unknown'],
    [-1, 'Result code -1', 'unknown'],
    [65535, 'Result code 65535', 'unknown'],
    [Number.NaN, 'Result code NaN', 'unknown'],
  ])('describeActionResultCode(%s) → %s (%s)', (code, title, kind) => {
    const described = describeActionResultCode(code);
    expect(described.title).toBe(title);
    expect(described.kind).toBe(kind);
    expect(described.detail).toBeTruthy();
  });

  it('explains 40 as fees, size or Merkle depth', () => {
    expect(describeActionResultCode(40).detail).toMatch(/forward fees.*too large.*Merkle depth/);
  });
});
