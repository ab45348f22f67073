/**
 * Deterministic, valid, almost surely unused accounts (the index has never seen them), for tests that
 * need long lists: a linear congruential generator fills each 32-byte account id; every seventh account
 * is in the masterchain.
 */
import { toRawAddress } from '../src/ton/address.ts';

export function syntheticAccounts(count: number, seed = 1): string[] {
  const result: string[] = [];
  let state = seed;
  for (let index = 0; index < count; index++) {
    const hash = new Uint8Array(32);
    for (let byte = 0; byte < 32; byte++) {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      hash[byte] = state >>> 24;
    }
    result.push(toRawAddress({ workchain: index % 7 === 0 ? -1 : 0, hash }));
  }
  return result;
}
