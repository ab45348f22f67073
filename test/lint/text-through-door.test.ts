// @vitest-environment node
import { ESLint } from 'eslint';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The door for words (src/ton/i18n/door.ts) as lint keeps it: probe components that write a word a reader
 * sees or hears outside the door fail lint, and the same words through the door pass.
 */
const root = path.resolve(import.meta.dirname, '../..');
const TEXT_DOOR = 'tonlens/text-through-door';
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function ruleIdsFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

const component = (jsx: string, props = '') => `export function Probe(${props}) {\n  return ${jsx};\n}\n`;

describe('words a reader sees come through the door', () => {
  it.each([
    ['JSX text', component('<p>No transactions</p>')],
    ['JSX text in another script', component('<p>Нет транзакций</p>')],
    ['a string literal as a child', component("<p>{'Settings'}</p>")],
    ['a template literal as a child', component('<p>{`Block ${seqno}`}</p>', '{ seqno }: { seqno: number }')],
    [
      'literal branches of a condition',
      component("<p>{open ? 'Hide' : 'Show'}</p>", '{ open }: { open: boolean }'),
    ],
    ['an aria-label', component('<button type="button" aria-label="Close" />')],
    ['a title', component('<span title="Copied">x</span>'.replace('>x<', '><'))],
    ['a placeholder in braces', component("<input placeholder={'Paste addresses'} />")],
  ])('%s fails lint', async (_kind, code) => {
    expect(await ruleIdsFor('src/block/Probe.tsx', code)).toContain(TEXT_DOOR);
  });

  it.each([
    [
      'a message through t',
      "import { t } from '../ton/i18n/door.ts';\nimport { defineMessages } from '../ton/i18n/messages.ts';\n" +
        "const m = defineMessages('probe', { none: 'No transactions', close: 'Close' });\n" +
        component('<p aria-label={t(m.close)}>{t(m.none)}</p>'),
    ],
    ['punctuation, spaces and digits', component("<p>{' '}· — 1,024 →</p>")],
    ['an attribute nobody reads', component('<div className="row" data-kind="jetton" />')],
    ['a test', component('<p>No transactions</p>')],
  ])('%s passes', async (kind, code) => {
    const file = kind === 'a test' ? 'src/block/Probe.test.tsx' : 'src/block/Probe.tsx';
    expect(await ruleIdsFor(file, code)).not.toContain(TEXT_DOOR);
  });
});
