/**
 * The words of a page that are still English, for the language specs (languages.spec.ts). Runs in the
 * page (page.evaluate): every visible text node and every spoken attribute (aria-label, title, placeholder,
 * alt, aria-description) outside chain data — code, JSON, anything the app isolates as left-to-right data
 * (`dir` on an element below <html>, `translate="no"`) — split into words; a word of three or more Latin
 * letters that is not a proper name, ticker or identifier (ALLOWED) is English left in the UI.
 */
export interface UntranslatedWord {
  word: string;
  /** The text it was found in (cut), and where: a CSS-ish path of tag names. */
  context: string;
  where: string;
}

export const ALLOWED_WORDS = [
  // Proper names, products, formats and protocols: written in Latin letters in every language.
  'TON',
  'Gram',
  'GRAM',
  'tonlens',
  'toncenter',
  'Tonkeeper',
  'MyTonWallet',
  'Tonscan',
  'tonscan',
  'Tonviewer',
  'JSON',
  'CSV',
  'API',
  'HTTP',
  'HTTPS',
  'URL',
  'NFT',
  'NFTs',
  'DNS',
  'UTC',
  'IndexedDB',
  'TL-B',
  'TLB',
  'BOC',
  'mainnet',
  'testnet',
  'seqno',
  'lt',
  'USD',
  'Ctrl',
  'Cmd',
  'Shift',
  'Esc',
  'Enter',
  'Tab',
  'Alt',
  'Toncoin',
  'GitHub',
  'ton',
  'wss',
  'https',
  'http',
  'Jetton',
  'jetton',
  'Punycode',
  'punycode',
  'ASCII',
  'Unicode',
  'CORS',
  'CSP',
  'QR',
  'ID',
  'LENS',
  'KEY',
  'VITE',
  'BASE',
  'FunC',
  'Tact',
  'Fift',
  'TVM',
  'UQ',
  'EQ',
  'Base64',
  'base64',
  'hex',
  'HEX',
  'SVG',
  'PNG',
  'English',
  'Русский',
  'latest',
  'curl',
  'nanoGRAM',
  'nanoTON',
  'spec',
  'IHR',
  'Wallet',
  'endpoint',
  // Terms the glossaries keep in Latin letters beside their translation (docs/i18n-glossary-*.md).
  'bounce',
  'bounceable',
  'non-bounceable',
  'raw',
  'comment',
  'trace',
  'TSV',
] as const;

export function findUntranslatedWords(allowed: readonly string[]): UntranslatedWord[] {
  const allow = new Set(allowed);
  // Chain data and code (isolated left to right, monospace), and text in a language marked as such (the
  // server's own words, lang="en").
  const DATA =
    'code, pre, kbd, samp, script, style, noscript, textarea, .mono, [translate="no"], body [dir], body [lang]';
  const lower = new Set([...allow].map((word) => word.toLowerCase()));
  // Text shown isolated (chain data, a stranger's comment) or in its own language may be repeated in a
  // title or label: there it is the same data, not words of the page.
  const foreign = [...document.querySelectorAll('body [lang], body [dir]')]
    .map((element) => element.textContent?.trim() ?? '')
    // Whole values only (a key's one letter, shown as data, is no value to strip from a word), longest first.
    .filter((text) => text.length >= 4)
    .sort((a, b) => b.length - a.length);
  const found: UntranslatedWord[] = [];
  const pathOf = (element: Element) => {
    const parts: string[] = [];
    for (let at: Element | null = element; at && parts.length < 5; at = at.parentElement) {
      parts.unshift(at.tagName.toLowerCase() + (at.id ? `#${at.id}` : ''));
    }
    return parts.join(' > ');
  };
  const check = (fullText: string, element: Element) => {
    // A translation may gloss a term with its English name in parentheses, "Начальное состояние (init
    // state)", as the glossaries do: Latin words in parentheses beside Cyrillic or Arabic text are a gloss.
    const text = /[\p{Script=Cyrillic}\p{Script=Arabic}]/u.test(fullText)
      ? fullText.replace(/\([A-Za-z][A-Za-z -]*\)/g, ' ')
      : fullText;
    for (const chunk of text.split(/\s+/)) {
      // Chain values and names: digits, cut forms (…), base64, paths, domains and files, identifiers.
      if (/[\d…=+/_@]|[A-Za-z]\.[A-Za-z]/.test(chunk)) continue;
      for (const token of chunk.split(/[()[\]{}«»“”"',.:;!?·—–*&|<>]+/)) {
        if (!/^[A-Za-z][A-Za-z'’-]*$/.test(token)) continue; // other scripts
        if (/[a-z][A-Z]/.test(token)) continue; // mixed case: a piece of an address or hash
        const letters = token.replace(/[’'-]/g, '');
        if (letters.length < 3 || allow.has(token) || lower.has(letters.toLowerCase())) continue;
        found.push({ word: token, context: text.trim().slice(0, 80), where: pathOf(element) });
      }
    }
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest(DATA)) continue;
    if (
      !parent.checkVisibility({ visibilityProperty: true }) &&
      !parent.closest('.visually-hidden, [class*="sr"]')
    )
      continue;
    check(node.textContent ?? '', parent);
  }
  for (const element of document.body.querySelectorAll(
    '[aria-label], [title], [placeholder], [alt], [aria-description]',
  )) {
    if (element.closest('code, pre, [translate="no"]')) continue;
    for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description']) {
      // A title that is the server's own text (a sample note) is marked so by the element.
      if (name === 'title' && element.hasAttribute('data-server-title')) continue;
      let value = element.getAttribute(name) ?? '';
      for (const words of foreign) value = value.replaceAll(words, '…');
      if (value.trim()) check(value, element);
    }
  }
  return found;
}
