import { describe, expect, it } from 'vitest';
import { networkOfEndpoint } from './useEndpointNetwork.ts';

describe('networkOfEndpoint', () => {
  it.each([
    ['https://toncenter.com', undefined, 'mainnet'],
    ['https://testnet.toncenter.com', undefined, 'testnet'],
    ['https://testnet.toncenter.com/', 'mainnet', 'testnet'],
    ['https://index.example.org', undefined, 'mainnet'],
    ['https://mytestnetindex.example.org', undefined, 'mainnet'],
    ['', 'testnet', 'testnet'],
    ['', 'mainnet', 'mainnet'],
    ['', undefined, 'mainnet'],
  ] as const)('%j with catalog %j is %s', (baseUrl, catalog, network) => {
    expect(networkOfEndpoint(baseUrl, catalog)).toBe(network);
  });
});
