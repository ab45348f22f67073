import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { labelProblem } from '../../workspace/labels.ts';
import { parseAddressList } from './parse-address-list.ts';

// Real mainnet accounts from recorded toncenter data (as in parse-address-list.test.ts); the other forms
// are derived with @ton/core.
const A_RAW = '0:9DA971AF38D2F03ABDF308D5F91636A97E5A2B07A66C39D71D7CBAE3B032EDDC';
const A_UQ = 'UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4';
const B_RAW = '0:C4072D7B04AB4C504CD223DFDE42C8037C6A99272D3624AEC2CBFF2E72B102DD';
const B_EQ = 'EQDEBy17BKtMUEzSI9_eQsgDfGqZJy02JK7Cy_8ucrEC3Xiq';
const M_RAW = '-1:3333333333333333333333333333333333333333333333333333333333333333';

const coreA = Address.parseRaw(A_RAW);
const coreB = Address.parseRaw(B_RAW);
const coreM = Address.parseRaw(M_RAW);

const A_EQ = coreA.toString({ bounceable: true });
const B_UQ = coreB.toString({ bounceable: false });
const M_EF = coreM.toString({ bounceable: true });

// A broken address: one changed character breaks the checksum.
const BAD_CHECKSUM = B_EQ.slice(0, 47) + 'w';

describe('parseAddressList: labels', () => {
  const check = { labelProblem };
  const labelsOf = (text: string) =>
    parseAddressList(text, check).accounts.map((a) => [a.raw, a.label ?? null, a.note ?? null]);

  it.each([
    ['comma', `${A_UQ},Treasury`],
    ['tab (a two-column spreadsheet paste)', `${A_UQ}\tTreasury`],
    ['semicolon', `${A_UQ};Treasury`],
    ['spaces around the delimiter', `  ${A_UQ} ;  Treasury  `],
    ['quoted cells', `"${A_UQ}","Treasury"`],
    ['a link as the address', `https://tonviewer.com/${A_UQ},Treasury`],
  ])('address<d>label: %s', (_name, input) => {
    expect(labelsOf(input)).toEqual([[A_RAW, 'Treasury', null]]);
  });

  it('address,label,note; quotes keep the delimiter inside a cell; the tab wins over a comma', () => {
    expect(
      labelsOf(
        `${A_UQ},"Treasury, main","paid ""march"""\n${B_EQ}\tExchange, deposit 3\tnote; here\r\n${M_EF};Elector;`,
      ),
    ).toEqual([
      [A_RAW, 'Treasury, main', 'paid "march"'],
      [B_RAW, 'Exchange, deposit 3', 'note; here'],
      [M_RAW, 'Elector', ''],
    ]);
  });

  it.each([
    ['a plain list', `${A_UQ}\n${B_EQ}`],
    ['comma-separated addresses', `${A_UQ}, ${B_EQ}`],
    ['an address list with a bad second entry', `${A_UQ}, ${BAD_CHECKSUM}`],
    ['a domain beside the address (its name)', `${A_UQ},tolya.ton`],
    ['an amount beside the address', `${A_UQ},12.5\n${B_EQ};1,5\n${M_EF}\t-3`],
    ['space-separated words', `${A_UQ} Treasury`],
    ['a chat message', `send to ${A_UQ}, thanks\n${B_EQ} is mine, ok?`],
    ['a note that is another address', `${A_UQ},Treasury,${B_EQ}`],
    ['more than three fields', `${A_UQ},a,b,c`],
    ['a numbered list', `1. ${A_UQ}, Treasury`],
    ['an empty label', `${A_UQ},,note`],
    ['a header without a label column', `address,comment\n${A_UQ},payout march`],
    ['a table whose address is not in the first column', `Name,Wallet\nAlice,${A_UQ}`],
  ])('no label: %s', (_name, input) => {
    const list = parseAddressList(input, check);
    expect(list.accounts.length).toBeGreaterThan(0);
    expect(list.accounts.every((a) => a.label === undefined)).toBe(true);
    expect(list.labelProblems).toEqual([]);
  });

  it('keeps reporting a domain on its own line, and not one beside an address', () => {
    const list = parseAddressList(`${A_UQ},tolya.ton\nfoo.ton`, check);
    expect(list.domains).toEqual([{ line: 2, token: 'foo.ton' }]);
  });

  it('a header with a label column: address,label,note in any order, any case, after a BOM', () => {
    expect(
      labelsOf(`\uFEFFNote;Address;LABEL\r\nfirst;${A_UQ};Treasury\r\n;"${B_RAW}";"Ops; team"\r\nx;${M_EF};`),
    ).toEqual([
      [A_RAW, 'Treasury', 'first'],
      [B_RAW, 'Ops; team', ''],
      [M_RAW, null, null],
    ]);
  });

  it("reads tonlens's own CSV export: its address columns and its guarded label and note", () => {
    const csv =
      'raw_address,bounceable,non_bounceable,user_friendly,domain,label,note,status\r\n' +
      `${A_RAW},${A_EQ},${A_UQ},${A_UQ},tolya.ton,'=Treasury,"team, ops",active\r\n` +
      `${B_RAW},${B_EQ},${B_UQ},${B_EQ},,,,not_found\r\n`;
    const list = parseAddressList(csv, check);
    expect(list.accounts.map((a) => [a.raw, a.label ?? null, a.note ?? null])).toEqual([
      [A_RAW, '=Treasury', 'team, ops'],
      [B_RAW, null, null],
    ]);
    expect(list.domains).toEqual([]);
  });

  it('the first label wins; a different one later is reported on its line, the same one is not', () => {
    const list = parseAddressList(`${A_UQ},Treasury\n${A_RAW},Treasury\n${A_EQ},Other`, check);
    expect(list.accounts.map((a) => a.label)).toEqual(['Treasury']);
    expect(list.labelProblems).toEqual([
      { line: 3, label: 'Other', message: expect.stringContaining('label of line 1 is kept') },
    ]);
  });

  it('hostile text: too long or control characters are refused per line, never cut; direction marks kept', () => {
    const long = 'x'.repeat(10_000);
    const list = parseAddressList(`${A_UQ},${long}\n${B_EQ},"a\u0007b"\n${M_EF},\u202Eevil\u200Bname`, check);
    expect(list.accounts.map((a) => a.label ?? null)).toEqual([null, null, '\u202Eevil\u200Bname']);
    expect(list.labelProblems.map((p) => [p.line, p.label.length, p.message])).toEqual([
      [1, 10_000, labelProblem(long, '')],
      [2, 3, labelProblem('a\u0007b', '')],
    ]);
    // A refused label does not block a good one on a later line.
    const retry = parseAddressList(`${A_UQ},${long}\n${A_RAW},Treasury`, check);
    expect(retry.accounts[0]?.label).toBe('Treasury');
    expect(retry.labelProblems).toHaveLength(1);
  });

  it('without a check, labels are read but not judged', () => {
    expect(parseAddressList(`${A_UQ},${'x'.repeat(100)}`).accounts[0]?.label).toHaveLength(100);
  });

  it('stays one quick pass: 1,024 labelled lines and 1,024 addresses on one line', () => {
    const many = Array.from({ length: 1024 }, (_, i) => {
      const hash = Buffer.alloc(32);
      hash.writeUInt32BE(i + 1);
      return new Address(0, hash).toString();
    });
    const labelled = many.map((address, i) => `${address},Wallet ${i}`).join('\n');
    const oneLine = many.join(',');
    const started = performance.now();
    const list = parseAddressList(labelled, check);
    const flat = parseAddressList(oneLine, check);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(list.accounts).toHaveLength(1024);
    expect(list.accounts[1023]?.label).toBe('Wallet 1023');
    expect(flat.accounts.every((a) => a.label === undefined)).toBe(true);
  });
});
