import { describe, expect, it } from 'vitest';
import {
  escapeInvisibleInJson,
  isSafeHttpUrl,
  mixedScripts,
  revealInvisible,
  toSafeHttpUrl,
  truncateMiddle,
} from './text-safety';

describe('revealInvisible', () => {
  it.each<[string, string, string]>([
    // zero-width characters
    ['zero width space', 'a\u200Bb', 'a⟨U+200B⟩b'],
    ['zero width non-joiner', 'a\u200Cb', 'a⟨U+200C⟩b'],
    ['zero width joiner', 'a\u200Db', 'a⟨U+200D⟩b'],
    ['word joiner', 'a\u2060b', 'a⟨U+2060⟩b'],
    ['byte order mark', '\uFEFFhello', '⟨U+FEFF⟩hello'],
    // bidi controls
    ['LRM', 'a\u200Eb', 'a⟨U+200E⟩b'],
    ['RLM', 'a\u200Fb', 'a⟨U+200F⟩b'],
    ['Arabic letter mark', 'a\u061Cb', 'a⟨U+061C⟩b'],
    ['LRE', '\u202A', '⟨U+202A⟩'],
    ['RLE', '\u202B', '⟨U+202B⟩'],
    ['PDF', '\u202C', '⟨U+202C⟩'],
    ['LRO', '\u202D', '⟨U+202D⟩'],
    ['RLO spoofing a file name', 'invoice\u202Efdp.exe', 'invoice⟨U+202E⟩fdp.exe'],
    ['LRI', '\u2066', '⟨U+2066⟩'],
    ['RLI', '\u2067', '⟨U+2067⟩'],
    ['FSI', '\u2068', '⟨U+2068⟩'],
    ['PDI', '\u2069', '⟨U+2069⟩'],
    // C0 and C1 controls other than \n and \t
    ['NUL', 'a\u0000b', 'a⟨U+0000⟩b'],
    ['bell', '\u0007', '⟨U+0007⟩'],
    ['carriage return', 'a\r\nb', 'a⟨U+000D⟩\nb'],
    ['escape (terminal sequences)', '\u001B[31mred', '⟨U+001B⟩[31mred'],
    ['DEL', '\u007F', '⟨U+007F⟩'],
    ['C1 next line', 'a\u0085b', 'a⟨U+0085⟩b'],
    ['C1 CSI', '\u009B', '⟨U+009B⟩'],
    // other invisible characters
    ['soft hyphen', 'pay\u00ADpal', 'pay⟨U+00AD⟩pal'],
    ['line separator', 'a\u2028b', 'a⟨U+2028⟩b'],
    ['paragraph separator', 'a\u2029b', 'a⟨U+2029⟩b'],
    ['Hangul filler as a blank name', '\u3164', '⟨U+3164⟩'],
    ['halfwidth Hangul filler', '\uFFA0', '⟨U+FFA0⟩'],
    ['tag characters smuggling "hi"', 'ok\u{E0068}\u{E0069}', 'ok⟨U+E0068⟩⟨U+E0069⟩'],
    ['lone high surrogate', 'a\uD800b', 'a⟨U+D800⟩b'],
    ['lone low surrogate', '\uDC00', '⟨U+DC00⟩'],
    ['several in a row', '\u202E\u200B\u0000', '⟨U+202E⟩⟨U+200B⟩⟨U+0000⟩'],
  ])('reveals %s', (_name, input, expected) => {
    expect(revealInvisible(input)).toEqual({ text: expected, changed: true });
  });

  it.each<[string, string]>([
    ['empty string', ''],
    ['plain ASCII', 'Hello, TON!'],
    ['newline and tab', 'line 1\n\tline 2'],
    ['Cyrillic', 'Привет'],
    ['Arabic (right-to-left letters are not controls)', 'مرحبا'],
    ['Hebrew', 'שלום'],
    ['CJK', '你好'],
    ['emoji with a surrogate pair', 'gm 🚀'],
    ['emoji with a skin tone modifier', '👍🏽'],
    ['emoji with a variation selector', '❤️'],
    ['combining accent', 'e\u0301'],
    ['non-breaking space', 'a\u00A0b'],
    ['an escape typed literally', '⟨U+202E⟩'],
  ])('leaves %s unchanged', (_name, input) => {
    expect(revealInvisible(input)).toEqual({ text: input, changed: false });
  });

  it('escapes every C0 control except \\n and \\t', () => {
    for (let cp = 0; cp <= 0x1f; cp++) {
      const char = String.fromCharCode(cp);
      const expected =
        cp === 0x0a || cp === 0x09 ? char : `⟨U+${cp.toString(16).toUpperCase().padStart(4, '0')}⟩`;
      expect(revealInvisible(char).text).toBe(expected);
    }
  });

  it('escapes every C1 control', () => {
    for (let cp = 0x80; cp <= 0x9f; cp++) {
      expect(revealInvisible(String.fromCharCode(cp)).changed).toBe(true);
    }
  });

  it('handles long hostile input in linear time', () => {
    const hostile = '\u202E\u200B'.repeat(50_000);
    const { text, changed } = revealInvisible(hostile);
    expect(changed).toBe(true);
    expect(text.startsWith('⟨U+202E⟩⟨U+200B⟩')).toBe(true);
    expect(text).not.toMatch(/[\u202E\u200B]/);
  });
});

describe('truncateMiddle', () => {
  it.each<[string, number, number, string]>([
    ['0123456789', 3, 2, '012…89'],
    ['0:83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8', 6, 4, '0:83df…31a8'],
    ['0123456789', 0, 3, '…789'],
    ['0123456789', 3, 0, '012…'],
    ['0123456789', 0, 0, '…'],
    // Not shortened: the result would be as long as the input or longer.
    ['0123456789', 5, 4, '0123456789'],
    ['0123456789', 5, 5, '0123456789'],
    ['0123456789', 20, 20, '0123456789'],
    ['0123456789', 4, 4, '0123…6789'],
    ['', 3, 3, ''],
    ['abc', 0, 0, '…'],
    ['ab', 0, 0, '…'],
    ['a', 0, 0, 'a'],
    // Code points, not UTF-16 units: emoji are never split.
    ['🚀🚀🚀🚀🚀🚀', 2, 2, '🚀🚀…🚀🚀'],
    ['🚀🚀🚀🚀🚀', 2, 2, '🚀🚀🚀🚀🚀'],
    ['a🚀b🚀c🚀d', 2, 2, 'a🚀…🚀d'],
  ])('truncateMiddle(%j, %s, %s) = %j', (text, keepStart, keepEnd, expected) => {
    expect(truncateMiddle(text, keepStart, keepEnd)).toBe(expected);
  });

  it.each<[number, number]>([
    [-1, 2],
    [2, -1],
    [1.5, 2],
    [2, Number.NaN],
    [Number.POSITIVE_INFINITY, 2],
  ])('rejects keepStart=%s keepEnd=%s', (keepStart, keepEnd) => {
    expect(() => truncateMiddle('0123456789', keepStart, keepEnd)).toThrow(RangeError);
  });
});

describe('isSafeHttpUrl / toSafeHttpUrl', () => {
  it.each<[string, string]>([
    ['https://ton.org', 'https://ton.org/'],
    ['http://example.com/path?q=1#frag', 'http://example.com/path?q=1#frag'],
    ['HTTPS://EXAMPLE.COM/A', 'https://example.com/A'],
    ['https://example.com:8443/', 'https://example.com:8443/'],
    ['https://[::1]/', 'https://[::1]/'],
    ['https://xn--e1afmkfd.xn--p1ai/', 'https://xn--e1afmkfd.xn--p1ai/'],
    ['https://пример.рф/', 'https://xn--e1afmkfd.xn--p1ai/'],
    // The URL parser strips surrounding whitespace and inner tabs/newlines; the href is what to use.
    ['  https://example.com/  ', 'https://example.com/'],
    ['https://exa\nmple.com/', 'https://example.com/'],
    ['https://example.com/<script>', 'https://example.com/%3Cscript%3E'],
  ])('accepts %j as %j', (input, href) => {
    expect(isSafeHttpUrl(input)).toBe(true);
    expect(toSafeHttpUrl(input)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'javascript://example.com/%0Aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://example.com/uuid',
    'ftp://example.com/',
    'ws://example.com/',
    'mailto:someone@example.com',
    'tg://resolve?domain=x',
    'ton://transfer/EQD',
    'ipfs://bafy',
    '//example.com/',
    '/relative/path',
    'example.com',
    'https//example.com',
    'http:/',
    'https://',
    '',
    'https://user:pass@example.com/',
    'https://bank.com@evil.example/',
    'https://user@example.com/',
  ])('rejects %j', (input) => {
    expect(isSafeHttpUrl(input)).toBe(false);
    expect(toSafeHttpUrl(input)).toBeNull();
  });
});

describe('mixedScripts', () => {
  it.each([
    ['tolya.ton', []],
    ['пример.ton', []],
    ['t\u043Elya.ton', ['Latin', 'Cyrillic']],
    ['p\u03B1ypal.ton', ['Latin', 'Greek']],
    ['\u0430pple-123.ton', ['Latin', 'Cyrillic']],
    ['wallet-42.t.me', []],
    ['', []],
  ])('%s → %j', (name, scripts) => {
    expect(mixedScripts(name)).toEqual(scripts);
  });
});

describe('escapeInvisibleInJson', () => {
  it('writes invisible characters as \\u escapes and keeps the JSON the same', () => {
    const json = JSON.stringify({ a: 'x\u202Ey\u200B\uFEFFz\u{E0041}' }, null, 2);
    const escaped = escapeInvisibleInJson(json);
    expect(escaped).toBe('{\n  "a": "x\\u202ey\\u200b\\ufeffz\\udb40\\udc41"\n}');
    expect(JSON.parse(escaped)).toEqual(JSON.parse(json));
  });
});
