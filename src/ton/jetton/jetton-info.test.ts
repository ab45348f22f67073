import { describe, expect, it } from 'vitest';
import {
  MAX_DISPLAY_DECIMALS,
  USDT_MAINNET_MASTER,
  isUsdtMaster,
  jettonAmountText,
  jettonDecimalsOf,
  jettonInfoOf,
  jettonLabel,
  type JettonMetadataShape,
} from './jetton-info';
import { foldConfusables } from './confusables';

// The recorded mainnet metadata entries (sample-api/dataset/mainnet.json), as the index sent them.
const USDT_ENTRY: JettonMetadataShape = {
  valid: true,
  type: 'jetton_masters',
  name: 'Tether USD',
  symbol: 'USD\u20ae',
  image: 'https://tether.to/images/logoCircle.png',
  extra: {
    _image_small:
      'https://imgproxy.toncenter.com/Oc_-EyeJL4TIdhqtfbL5QlY2VkekBLAHD7-CV1HfiPY/pr:small/aHR0cHM6Ly90ZXRoZXIudG8vaW1hZ2VzL2xvZ29DaXJjbGUucG5n',
    decimals: '6',
    uri: 'https://tether.to/usdt-ton.json',
  },
};
const LENS_MASTER = '0:A916EB105558CC4D95623B4A3ACD8292B099F872A081840D821C0FA82EC0DCA8';
const LENS_ENTRY: JettonMetadataShape = {
  valid: true,
  type: 'jetton_masters',
  name: 'Lens Token',
  symbol: 'LENS',
  extra: { decimals: '9' },
};

const known = (value: number) => ({ known: true as const, value });

describe('jettonDecimalsOf', () => {
  it('reads the string the metadata holds; absent is unknown, not guessed as TEP-64 9', () => {
    expect(jettonDecimalsOf('6')).toEqual(known(6));
    expect(jettonDecimalsOf('0')).toEqual(known(0));
    expect(jettonDecimalsOf('9')).toEqual(known(9));
    for (const absent of [undefined, null]) {
      const decimals = jettonDecimalsOf(absent);
      expect(decimals.known).toBe(false);
      expect(decimals.known ? '' : decimals.reason).toBe(
        "decimals unknown — raw units: the metadata gives none (TEP-64's default would be 9; not assumed)",
      );
    }
  });

  it('reads a JSON integer as some indexes send it', () => {
    expect(jettonDecimalsOf(6)).toEqual(known(6));
  });

  it('reads leading zeros as wallets do ("06" is 6)', () => {
    expect(jettonDecimalsOf('06')).toEqual(known(6));
  });

  it(`takes up to ${MAX_DISPLAY_DECIMALS}: no balance has more digits`, () => {
    expect(jettonDecimalsOf(String(MAX_DISPLAY_DECIMALS))).toEqual(known(MAX_DISPLAY_DECIMALS));
    const over = jettonDecimalsOf(String(MAX_DISPLAY_DECIMALS + 1));
    expect(over.known).toBe(false);
  });

  it.each([
    ['255', /more than 36/],
    ['-1', /not a decimal integer/],
    ['1e3', /not a decimal integer/],
    ['', /empty/],
    [' 6', /not a decimal integer/],
    ['6 ', /not a decimal integer/],
    ['+6', /not a decimal integer/],
    ['6.0', /not a decimal integer/],
    ['0x10', /not a decimal integer/],
    ['٦', /not a decimal integer/], // ARABIC-INDIC DIGIT SIX: a digit, but not an ASCII one
    ['9'.repeat(400), /not a decimal integer|more than/],
    [-1, /not a decimal integer/],
    [6.5, /not a decimal integer/],
    [1e300, /more than|not a decimal integer/],
    [true, /not a decimal integer/],
    [{}, /not a decimal integer/],
  ])('refuses %j with a reason', (value, reason) => {
    const decimals = jettonDecimalsOf(value);
    expect(decimals.known).toBe(false);
    if (decimals.known) return;
    expect(decimals.reason).toMatch(/^decimals unknown — raw units/);
    expect(decimals.reason).toMatch(reason);
    // The reason never quotes the value (it may be long or hostile).
    expect(decimals.reason.length).toBeLessThan(120);
  });
});

describe('jettonAmountText', () => {
  it('applies the decimals to the digits, exactly', () => {
    expect(jettonAmountText(4100100n, known(6))).toBe('4.1001');
    expect(jettonAmountText(9024902n, known(6))).toBe('9.024902');
    expect(jettonAmountText(1185000000000n, known(9))).toBe('1,185');
    expect(jettonAmountText(0n, known(6))).toBe('0');
    expect(jettonAmountText(1n, known(18))).toBe('0.000000000000000001');
  });

  it('writes raw units when the decimals are unknown', () => {
    const unknown = jettonDecimalsOf('255');
    expect(jettonAmountText(1234567n, unknown)).toBe('1,234,567');
  });

  it('shows a balance of 10^80 in full, with no float anywhere', () => {
    const huge = 10n ** 80n;
    const text = jettonAmountText(huge, known(9));
    expect(text.replace(/,/g, '')).toBe(`1${'0'.repeat(71)}`);
    expect(jettonAmountText(huge + 1n, known(9))).toMatch(/\.000000001$/);
    expect(jettonAmountText(huge, jettonDecimalsOf('1e3')).replace(/,/g, '')).toBe(huge.toString());
  });

  it('keeps a negative balance (drifted data) visible with the minus sign', () => {
    expect(jettonAmountText(-1500000n, known(6))).toBe('\u22121.5');
  });
});

describe('jettonInfoOf', () => {
  it('reads the recorded USD₮ master as USD₮, by its address', () => {
    const info = jettonInfoOf(USDT_MAINNET_MASTER, [USDT_ENTRY]);
    expect(info).toEqual({
      master: USDT_MAINNET_MASTER,
      symbol: 'USD\u20ae',
      name: 'Tether USD',
      decimals: known(6),
      image: USDT_ENTRY.extra?.['_image_small'],
      isUsdt: true,
      warnings: [],
    });
  });

  it('reads the emulated LENS minter', () => {
    const info = jettonInfoOf(LENS_MASTER, [LENS_ENTRY]);
    expect(info).toMatchObject({ symbol: 'LENS', name: 'Lens Token', decimals: known(9), isUsdt: false });
    expect(info.warnings).toEqual([]);
    expect(info.image).toBeNull();
  });

  it('takes the master in any case and keeps the canonical raw form', () => {
    const info = jettonInfoOf(USDT_MAINNET_MASTER.toLowerCase(), [USDT_ENTRY]);
    expect(info.master).toBe(USDT_MAINNET_MASTER);
    expect(info.isUsdt).toBe(true);
  });

  it('marks the same metadata from another master as a look-alike, never as USD₮', () => {
    const info = jettonInfoOf(LENS_MASTER, [USDT_ENTRY]);
    expect(info.isUsdt).toBe(false);
    expect(info.warnings).toContain('looks-like-usdt');
  });

  it('a master the answer did not describe: no names, decimals unknown, nothing guessed', () => {
    expect(jettonInfoOf(LENS_MASTER, undefined)).toEqual({
      master: LENS_MASTER,
      symbol: null,
      name: null,
      decimals: {
        known: false,
        reason: 'decimals unknown — raw units: the answer has no metadata for this jetton',
      },
      image: null,
      isUsdt: false,
      warnings: [],
    });
    expect(jettonInfoOf(USDT_MAINNET_MASTER, []).isUsdt).toBe(true);
  });

  it('takes the jetton_masters entry, skipping other types and invalid ones', () => {
    const entries: JettonMetadataShape[] = [
      { type: 'jetton_wallets', symbol: 'WALLET' },
      { type: 'jetton_masters', valid: false, symbol: 'OLD' },
      { type: 'jetton_masters', valid: true, symbol: 'NEW', extra: { decimals: '2' } },
    ];
    const info = jettonInfoOf(LENS_MASTER, entries);
    expect(info.symbol).toBe('NEW');
    expect(info.decimals).toEqual(known(2));
  });

  it('falls back to an invalid entry rather than nothing (the index still names it)', () => {
    const info = jettonInfoOf(LENS_MASTER, [{ type: 'jetton_masters', valid: false, symbol: 'OLD' }]);
    expect(info.symbol).toBe('OLD');
  });

  it('marks scam flags', () => {
    expect(jettonInfoOf(LENS_MASTER, [{ ...LENS_ENTRY, is_scam: true }]).warnings).toEqual(['scam-flagged']);
    expect(jettonInfoOf(LENS_MASTER, [{ ...LENS_ENTRY, extra: { is_scam: true } }]).warnings).toEqual([
      'scam-flagged',
    ]);
  });

  it.each([
    'USDT',
    'usdt',
    'USDt',
    'USD\u20ae', // ₮ TUGRIK SIGN, as Tether writes it
    'US\u0044T',
    'U\u0405DT', // Cyrillic DZE
    '\u0423SDT', // Cyrillic U: not a look-alike of U, but
    'USD\u0422', // Cyrillic TE
    '\uff35\uff33\uff24\uff34', // fullwidth ＵＳＤＴ
    'U\u200bSDT', // zero-width space
    'USD T',
    'U.S.D.T',
    'jUSDT',
    'USDT.e',
  ])('marks %j from another master as a look-alike of USD₮', (symbol) => {
    const info = jettonInfoOf(LENS_MASTER, [{ type: 'jetton_masters', symbol, extra: { decimals: '6' } }]);
    if (symbol === '\u0423SDT') {
      // Cyrillic У reads as "Y": not folded, and no mark (the fold is small on purpose).
      expect(info.warnings).not.toContain('looks-like-usdt');
      return;
    }
    expect(info.warnings).toContain('looks-like-usdt');
    expect(info.isUsdt).toBe(false);
  });

  it('looks at the name as well as the symbol', () => {
    const info = jettonInfoOf(LENS_MASTER, [{ type: 'jetton_masters', name: 'Tether USDT', symbol: 'X' }]);
    expect(info.warnings).toContain('looks-like-usdt');
  });

  it.each(['GRAM', 'Gram', 'TON', 'Toncoin', 'T0NCOIN', 'Т\u041eN', 'ＧＲＡＭ', 'gram '])(
    'marks a jetton calling itself %j as looking like the native coin',
    (symbol) => {
      const info = jettonInfoOf(LENS_MASTER, [{ type: 'jetton_masters', symbol }]);
      expect(info.warnings).toEqual(['looks-like-native-coin']);
    },
  );

  it('does not mark names that merely contain the letters of the coin', () => {
    for (const symbol of ['TONNEL', 'STON', 'Tonkeeper Token', 'Grammar', 'LENS']) {
      expect(jettonInfoOf(LENS_MASTER, [{ type: 'jetton_masters', symbol }]).warnings).toEqual([]);
    }
  });

  it('keeps a symbol with U+202E or 10,000 characters as data, and the label made safe and short', () => {
    const rtl = 'USD\u202eTDSU';
    const long = 'A'.repeat(10_000);
    const rtlInfo = jettonInfoOf(LENS_MASTER, [{ type: 'jetton_masters', symbol: rtl }]);
    const longInfo = jettonInfoOf(LENS_MASTER, [{ type: 'jetton_masters', symbol: long }]);
    expect(rtlInfo.symbol).toBe(rtl);
    expect(longInfo.symbol).toBe(long);
    expect(jettonLabel(rtlInfo)).not.toContain('\u202e');
    expect(jettonLabel(rtlInfo)).toContain('U+202E');
    expect([...jettonLabel(longInfo)].length).toBeLessThanOrEqual(32);
  });

  it('treats an empty symbol or name as none', () => {
    const info = jettonInfoOf(LENS_MASTER, [{ type: 'jetton_masters', symbol: '', name: '' }]);
    expect(info.symbol).toBeNull();
    expect(info.name).toBeNull();
    expect(jettonLabel(info)).toBe(LENS_MASTER.slice(0, 10) + '…' + LENS_MASTER.slice(-6));
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:x',
    '//evil.example/x.png',
    'https://user:pw@evil.example/x.png',
    'not a url',
  ])('refuses the image %j', (image) => {
    const info = jettonInfoOf(LENS_MASTER, [{ type: 'jetton_masters', image }]);
    expect(info.image).toBeNull();
  });

  it('takes an http(s) image, the index copy first', () => {
    expect(jettonInfoOf(LENS_MASTER, [{ image: 'http://img.example/a.png' }]).image).toBe(
      'http://img.example/a.png',
    );
    expect(
      jettonInfoOf(LENS_MASTER, [{ image: 'javascript:x', extra: { _image_small: 'javascript:y' } }]).image,
    ).toBeNull();
  });

  it('says why decimals are unknown for each hostile value, and the amount stays raw', () => {
    for (const decimals of ['255', '-1', '1e3', '']) {
      const info = jettonInfoOf(LENS_MASTER, [{ type: 'jetton_masters', extra: { decimals } }]);
      expect(info.decimals.known).toBe(false);
      expect(jettonAmountText(1000n, info.decimals)).toBe('1,000');
    }
  });

  it('never lets a jetton named GRAM pass as the native coin', () => {
    const info = jettonInfoOf(LENS_MASTER, [
      { type: 'jetton_masters', symbol: 'GRAM', name: 'GRAM', extra: { decimals: '9' } },
    ]);
    expect(info.warnings).toContain('looks-like-native-coin');
    expect(info.isUsdt).toBe(false);
    // The amount is digits only: no unit is written for a jetton here.
    expect(jettonAmountText(10n ** 9n, info.decimals)).toBe('1');
  });

  it('is not fooled by object keys in extra', () => {
    const extra = JSON.parse('{"__proto__": {"decimals": "2"}}') as Record<string, unknown>;
    expect(jettonInfoOf(LENS_MASTER, [{ extra }]).decimals.known).toBe(false);
  });
});

describe('isUsdtMaster', () => {
  it('is the mainnet master by address only, in any case', () => {
    expect(isUsdtMaster(USDT_MAINNET_MASTER)).toBe(true);
    expect(isUsdtMaster(USDT_MAINNET_MASTER.toLowerCase())).toBe(true);
    expect(isUsdtMaster(LENS_MASTER)).toBe(false);
    expect(isUsdtMaster('EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs')).toBe(true);
  });
});

describe('foldConfusables', () => {
  it('folds case, width, invisibles, separators and the few look-alike letters it names', () => {
    expect(foldConfusables('ＵＳＤ₮')).toBe('usdt');
    expect(foldConfusables('U\u0405D\u0422')).toBe('usdt');
    expect(foldConfusables('T\u043eN')).toBe('ton');
    expect(foldConfusables('G\u0280AM')).toBe('gram');
    expect(foldConfusables('u\u202e-s_d t')).toBe('usdt');
  });
});
