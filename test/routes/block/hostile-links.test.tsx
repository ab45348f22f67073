/**
 * A link is a stranger's text: every parameter of the block page that a sentence quotes back (a filter
 * that cannot be read, a transaction the block does not hold) shows its invisible and direction-changing
 * characters as visible marks ("⟨U+202E⟩"), never raw, so a link cannot reverse the sentence around it.
 * The real app against the shared sample API (recorded mainnet block 50503953).
 */
import { screen } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { RECORDED } from '../../fixtures/recorded-transactions.ts';
import { renderApp } from '../../render-app.tsx';

const server = { origin: inject('sampleApiOrigin') };
const BLOCK = RECORDED.mainnetBlock;

/** A right-to-left override, a zero-width space and a left-to-right isolate around harmless words. */
const HOSTILE = 'abc\u202Egnp.exe\u200Bx\u2066';
const REVEALED = 'abc\u27E8U+202E\u27E9gnp.exe\u27E8U+200B\u27E9x\u27E8U+2066\u27E9';
/** What no text of the page may hold: the bidi controls and the zero-width characters. */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/u;

const link = (param: string, value: string) =>
  `/block/${BLOCK}?${new URLSearchParams([[param, value]]).toString()}`;

describe('block page link parameters quoted in a sentence', () => {
  it.each([
    ['shard', /is not a shard block/],
    ['opcode', /is not an opcode/],
    ['outcome', /is not an outcome/],
    ['account', /is not an address/],
    ['tx', /This block has no transaction with hash/],
  ])('%s=: no raw U+202E or U+200B in the page, the marks shown instead', async (param, sentence) => {
    renderApp(link(param, HOSTILE), { baseUrl: server.origin });
    const shown = await screen.findByText(sentence);
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(INVISIBLE);
    expect(shown.textContent).toContain(REVEALED);
  });

  it.each(['shard', 'opcode', 'outcome', 'account', 'tx'])(
    '%s=: a 3,000-character value is quoted short',
    async (param) => {
      renderApp(link(param, `${'x'.repeat(3000)}\u202E`), { baseUrl: server.origin });
      const shown = await screen.findByText(/is not|no transaction with hash/);
      expect(shown.textContent?.length).toBeLessThan(400);
      expect(shown.textContent).toContain('\u27E8U+202E\u27E9');
    },
  );
});

describe('an endpoint link that is no URL', () => {
  it('endpoint=: the refusal quotes it with the marks, never the raw characters', async () => {
    renderApp(link('endpoint', HOSTILE), { baseUrl: server.origin });
    const dialog = await screen.findByRole('dialog', { name: 'This link’s API endpoint is refused' });
    expect(dialog).toHaveTextContent(/This is not a URL/);
    expect(dialog.textContent).not.toMatch(INVISIBLE);
    expect(dialog.textContent).toContain(REVEALED);
  });
});
