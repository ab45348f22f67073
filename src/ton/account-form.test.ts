import { describe, expect, it } from 'vitest';
import { accountForm } from './account-form';
import { parseAddress, toFriendlyAddress } from './address';

/** tolya.ton, and another account: the second's form must never stand for the first. */
const RAW = '0:9DA971AF38D2F03ABDF708D5F91636A97E5A2B07A66C39D71D7CBAE3B032EDDC';
const OTHER_RAW = '0:C4072D7B04AB4C504CD223DFDE42C8037C6A99272D3624AEC2CBFF2E72B102DD';

function form(raw: string, flags: { bounceable: boolean; testnetOnly?: boolean; urlSafe?: boolean }) {
  const parsed = parseAddress(raw);
  if (!parsed.ok) throw new Error(parsed.message);
  return toFriendlyAddress(parsed.address, flags);
}

describe('accountForm', () => {
  it.each<[string, { bounceable: boolean; testnetOnly?: boolean }]>([
    ['non-bounceable', { bounceable: false }],
    ['bounceable', { bounceable: true }],
    ['testnet non-bounceable', { bounceable: false, testnetOnly: true }],
  ])('takes the %s variant from the API form of the same account', (_name, flags) => {
    const given = form(RAW, flags);
    expect(accountForm(RAW, given)).toEqual({
      friendly: given,
      bounceable: flags.bounceable,
      testnetOnly: flags.testnetOnly ?? false,
      inconsistent: false,
      fromApi: true,
    });
  });

  it('computes a url-safe form even when the API sent standard base64', () => {
    const standard = form(RAW, { bounceable: true, urlSafe: false });
    expect(accountForm(RAW, standard).friendly).toBe(form(RAW, { bounceable: true }));
  });

  it.each([
    ["another account's form", form(OTHER_RAW, { bounceable: false })],
    ['a form with a direction override', `${form(RAW, { bounceable: false })}\u202E`],
    ['a form with a zero-width space inside', `UQ\u200B${form(RAW, { bounceable: false }).slice(2)}`],
    ['the raw form', RAW],
    ['text that is no address', '=HYPERLINK("https://evil.example")'],
  ])('marks %s inconsistent and never uses it', (_name, given) => {
    const result = accountForm(RAW, given, { bounceable: true });
    expect(result.inconsistent).toBe(true);
    expect(result.fromApi).toBe(false);
    expect(result.friendly).toBe(form(RAW, { bounceable: true }));
  });

  it('uses the defaults when the API sent no form', () => {
    expect(accountForm(RAW, undefined, { bounceable: true, testnetOnly: true })).toMatchObject({
      friendly: form(RAW, { bounceable: true, testnetOnly: true }),
      inconsistent: false,
      fromApi: false,
    });
    expect(accountForm(RAW, null).friendly).toBe(form(RAW, { bounceable: true }));
  });

  it('has no form for a raw text that is no address', () => {
    expect(accountForm('0:XYZ', form(RAW, { bounceable: true })).friendly).toBeNull();
  });
});
