import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { setActiveLanguage } from '../ton/i18n/active-language.ts';
import type { AccountLabel } from './labels.ts';
import {
  labelFileProblemText,
  LABEL_FILE_PROBLEMS_LISTED,
  labelFileName,
  labelsToCsv,
  labelsToJson,
  readLabelFile,
} from './label-files.ts';

const A = '0:9DA971AF38D2F03ABDF308D5F91636A97E5A2B07A66C39D71D7CBAE3B032EDDC';
const B = '0:C4072D7B04AB4C504CD223DFDE42C8037C6A99272D3624AEC2CBFF2E72B102DD';
const M = '-1:3333333333333333333333333333333333333333333333333333333333333333';
const A_UQ = Address.parseRaw(A).toString({ bounceable: false });
const B_EQ = Address.parseRaw(B).toString();

const stored: AccountLabel[] = [
  { raw: B, label: '=HYPERLINK("x")', note: 'team, "ops"\u202E', updatedAt: Date.UTC(2026, 0, 2) },
  { raw: A, label: 'Treasury', note: '', updatedAt: Date.UTC(2026, 0, 1) },
];

describe('label files', () => {
  it('JSON: the versioned format, sorted by address, every text exact', () => {
    expect(JSON.parse(labelsToJson(stored))).toEqual({
      format: 'tonlens-labels',
      version: 1,
      labels: [
        { address: A, label: 'Treasury', note: '', updated_at: '2026-01-01T00:00:00.000Z' },
        {
          address: B,
          label: '=HYPERLINK("x")',
          note: 'team, "ops"\u202E',
          updated_at: '2026-01-02T00:00:00.000Z',
        },
      ],
    });
  });

  it('CSV: address,label,note with formulas guarded and quotes doubled', () => {
    expect(labelsToCsv(stored)).toBe(
      `\uFEFFaddress,label,note\r\n${A},Treasury,\r\n${B},"'=HYPERLINK(""x"")","team, ""ops""\u202E"\r\n`,
    );
  });

  it('reads back what it writes, in both formats', () => {
    const expected = [
      { raw: A, label: 'Treasury' },
      { raw: B, label: '=HYPERLINK("x")', note: 'team, "ops"\u202E' },
    ];
    expect(readLabelFile(labelsToJson(stored))).toEqual({
      entries: expected,
      problems: [],
      problemCount: 0,
      unread: 0,
    });
    expect(readLabelFile(labelsToCsv(stored))).toEqual({
      entries: expected,
      problems: [],
      problemCount: 0,
      unread: 0,
    });
  });

  it('a CSV with a header in any order and any address form; without a note column the note is kept', () => {
    const file = readLabelFile(`Label;Wallet\n"Treasury; main";${A_UQ}\nExchange;${B_EQ}\n`);
    expect(file).toEqual({
      entries: [
        { raw: A, label: 'Treasury; main' },
        { raw: B, label: 'Exchange' },
      ],
      problems: [],
      problemCount: 0,
      unread: 0,
    });
  });

  it('a headerless CSV is address,label,note', () => {
    expect(readLabelFile(`${A_UQ}\tTreasury\tmain\n${M}\tElector\n`).entries).toEqual([
      { raw: A, label: 'Treasury', note: 'main' },
      { raw: M, label: 'Elector' },
    ]);
  });

  it("tonlens's accounts export: unlabelled rows are ignored, never taken as a removal", () => {
    const csv =
      '\uFEFFraw_address,bounceable,domain,label,note,status\r\n' +
      `${A},x,tolya.ton,Treasury,"multi\nline note",active\r\n` +
      `${B},y,,,,not_found\r\n`;
    expect(readLabelFile(csv)).toEqual({
      entries: [{ raw: A, label: 'Treasury', note: 'multi\nline note' }],
      problems: [],
      problemCount: 0,
      unread: 0,
    });
  });

  it('every bad row is reported with its line and skipped; the good rows stay', () => {
    const file = readLabelFile(
      [
        'address,label,note',
        `${A},Treasury,`,
        'EQbroken,Nope,',
        `${B},${'x'.repeat(10_000)},`,
        `${M},"tab\there",`,
        `${A_UQ},Other,`,
        `${A_UQ},Treasury,`,
        `,orphan label,`,
        `${B_EQ},Exchange,note`,
      ].join('\n'),
    );
    expect(file.entries).toEqual([
      { raw: A, label: 'Treasury' },
      { raw: B, label: 'Exchange', note: 'note' },
    ]);
    expect(file.problems.map((p) => [p.where, p.message])).toEqual([
      ['Line 3', expect.stringMatching(/^is not an address: /)],
      ['Line 4', 'A label has at most 64 characters; this one has 10000.'],
      ['Line 5', expect.stringContaining('cannot hold a tab')],
      ['Line 6', 'gives a different label to the account of line 2 (the first is kept)'],
      ['Line 8', 'has no address'],
    ]);
  });

  it('JSON: bad entries are numbered; a foreign or newer file is refused as a whole', () => {
    const file = readLabelFile(
      JSON.stringify({
        format: 'tonlens-labels',
        version: 1,
        labels: [
          { address: A_UQ, label: 'Treasury' },
          { address: 5, label: 'x' },
          'nope',
          { address: 'x', label: 'y' },
        ],
      }),
    );
    expect(file.entries).toEqual([{ raw: A, label: 'Treasury' }]);
    expect(file.problems.map((p) => p.where)).toEqual(['Entry 2', 'Entry 3', 'Entry 4']);
    expect(readLabelFile('{"accounts": []}').problems).toMatchObject([
      { where: 'File', text: '', message: expect.stringContaining('not a tonlens labels file') },
    ]);
    expect(
      readLabelFile('{"format":"tonlens-labels","version":2,"labels":[]}').problems[0]?.message,
    ).toContain('version 2');
    expect(readLabelFile('{"format":').problems[0]?.message).toMatch(/^is not valid JSON/);
    expect(readLabelFile('name,comment\nx,y').problems[0]).toMatchObject({ where: 'File' });
  });

  it('names files by time, valid on every file system', () => {
    expect(labelFileName('csv', new Date(Date.UTC(2026, 10, 22, 10, 15)))).toBe(
      'tonlens-labels-2026-11-22T10-15-00Z.csv',
    );
  });

  it('an empty cell keeps what is stored: an import adds and changes labels, never blanks one', () => {
    const file = readLabelFile(`address,label,note\n${A},,only a note\n${B},New name,\n`);
    expect(file).toEqual({
      entries: [
        { raw: A, note: 'only a note' },
        { raw: B, label: 'New name' },
      ],
      problems: [],
      problemCount: 0,
      unread: 0,
    });
  });

  it('a file of 100,000 bad rows: the first problems listed with their lines, every one counted', () => {
    const file = readLabelFile(`address,label\n${'x,y\n'.repeat(100_000)}`);
    expect(LABEL_FILE_PROBLEMS_LISTED).toBe(20);
    expect(file.entries).toEqual([]);
    expect(file.problems).toHaveLength(LABEL_FILE_PROBLEMS_LISTED);
    expect(file.problems[0]).toMatchObject({
      where: 'Line 2',
      text: 'x',
      message: expect.stringMatching(/^is not an address: /),
    });
    expect(file.problems.at(-1)?.where).toBe('Line 21');
    expect(file.problemCount).toBe(100_000);
    expect(file.unread).toBe(0);
  });

  it('JSON: the same bound on the entries listed', () => {
    const labels = Array.from({ length: 1_000 }, () => ({ address: 'x', label: 'y' }));
    const file = readLabelFile(JSON.stringify({ format: 'tonlens-labels', version: 1, labels }));
    expect(file.problems.map((p) => p.where)).toEqual(
      Array.from({ length: LABEL_FILE_PROBLEMS_LISTED }, (_, i) => `Entry ${i + 1}`),
    );
    expect(file.problemCount).toBe(1_000);
  });

  it('stops collecting at the most labels a browser keeps; the rows after are counted, not read', () => {
    const good = (n: number) => `0:${n.toString(16).toUpperCase().padStart(64, '0')}`;
    const rows = [1, 2, 3, 4, 5].map((n) => `${good(n)},Label ${n}`);
    const csv = `address,label\n${rows.slice(0, 3).join('\n')}\nnot-an-address,x\n\n${rows.slice(3).join('\n')}\nx,y\n`;
    const file = readLabelFile(csv, { maxEntries: 3 });
    expect(file.entries.map((entry) => entry.raw)).toEqual([good(1), good(2), good(3)]);
    expect(file.problemCount).toBe(0);
    // Line 5 (a bad row), lines 7 and 8 (good ones) and line 9: four rows past the third label.
    expect(file.unread).toBe(4);
    const json = readLabelFile(
      JSON.stringify({
        format: 'tonlens-labels',
        version: 1,
        labels: [1, 2, 3, 4, 5].map((n) => ({ address: good(n), label: `Label ${n}` })),
      }),
      { maxEntries: 2 },
    );
    expect(json.entries).toHaveLength(2);
    expect(json.unread).toBe(3);
  });

  it("reads a problem made in English (a worker's) in the page's language", () => {
    const [problem] = structuredClone(readLabelFile('address,label\n,orphan').problems);
    expect(problem).toMatchObject({ where: 'Line 2', message: 'has no address' });
    setActiveLanguage('ru', {
      plural: () => 'other',
      areas: { 'workspace.label-file': { whereLine: 'Строка {line}', noAddress: 'нет адреса' } },
    });
    try {
      expect(labelFileProblemText(problem!)).toEqual({ where: 'Строка 2', message: 'нет адреса' });
    } finally {
      setActiveLanguage('en', undefined);
    }
  });
});
