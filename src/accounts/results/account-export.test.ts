import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/client.ts';
import { accountStatesSchema } from '../../api/schemas.ts';
import { chunkAnswerOf, planAccountStatesRequests } from '../../api/account-states.ts';
import { buildLookupSnapshot } from '../lookup/account-lookup.ts';
import { buildAccountRows } from '../account-rows.ts';
import { ApiError } from '../../api/api-error.ts';
import { spreadsheetCell } from '../../ton/text/spreadsheet.ts';
import { setLabels } from '../../workspace/labels.ts';
import {
  exportColumns,
  exportFileName,
  jettonAmountNumber,
  exportJettonColumns,
  toCsv,
  toJson,
  toTsv,
} from './account-export.ts';
import type { JettonInfo } from '../../ton/jetton/jetton-info.ts';
import type { JettonHolding, OwnerTokens } from '../../api/tokens/owner-tokens.ts';
import { readCsv } from '../../ton/text/spreadsheet.ts';

const client = createApiClient({ baseUrl: 'https://toncenter.com' });
const WALLET = '0:9DA971AF38D2F03ABDF308D5F91636A97E5A2B07A66C39D71D7CBAE3B032EDDC';
const MASTER = '-1:3333333333333333333333333333333333333333333333333333333333333333';
const MISSING = '0:C4072D7B04AB4C504CD223DFDE42C8037C6A99272D3624AEC2CBFF2E72B102DD';

/** A hostile but valid answer: a balance beyond 2^64, a formula for a name, quotes and line breaks. */
function rows() {
  const answer = accountStatesSchema.parse({
    accounts: [
      {
        address: WALLET,
        balance: '123456789012345678901',
        status: 'active',
        extra_currencies: { '239': '1000000000000000000001' },
        last_transaction_lt: '60056271000007',
        last_transaction_hash: 'An81M1rQ3i1kpi1u4Gb3yFtCuyZmfB4ckixFv3Bgrs4=',
        code_hash: 'hNr6RJ+Ypph3ibojI1gHK8D3bcRSQAKl0JGLmnXS1Zk=',
        contract_methods: [85143, 78748],
      },
      { address: MASTER, balance: '0', status: 'frozen', frozen_hash: 'abc=' },
    ],
    address_book: {
      [WALLET]: {
        user_friendly: 'UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4',
        domain: '=HYPERLINK("x")',
        interfaces: ['wallet_v4r2'],
      },
    },
    metadata: {
      [WALLET]: {
        token_info: [{ type: 'jetton_masters', name: 'Evil, "Coin"\nline', symbol: '+SYM', is_scam: true }],
      },
    },
  });
  const asked = [WALLET, MASTER, MISSING];
  const snapshot = buildLookupSnapshot(planAccountStatesRequests(client, asked, true), [
    {
      status: 'success',
      fetchStatus: 'idle',
      data: chunkAnswerOf(asked, answer, undefined),
      error: null,
      dataUpdatedAt: 1,
    },
  ]);
  return buildAccountRows(snapshot, { network: 'mainnet' });
}

/** The records' cells, read by the app's own CSV reader. */
const parseCsv = (text: string): string[][] => readCsv(text).map((record) => record.cells);

/** The columns with the default ticker: the balance in `balance_nanograms` and `balance_gram`. */
const EXPORT_COLUMNS = exportColumns('GRAM');

describe('exports', () => {
  it('CSV: exact values as text, quoted where needed, formulas of strangers neutralised', () => {
    const csv = toCsv(rows(), 'GRAM');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, wallet, master, missing] = parseCsv(csv.slice(1));
    expect(header).toEqual(EXPORT_COLUMNS);
    const cell = (record: string[] | undefined, column: string) => record?.[EXPORT_COLUMNS.indexOf(column)];
    expect(cell(wallet, 'raw_address')).toBe(WALLET);
    expect(cell(wallet, 'balance_nanograms')).toBe('123456789012345678901');
    expect(cell(wallet, 'balance_gram')).toBe('123456789012.345678901');
    expect(cell(wallet, 'extra_currencies')).toBe('239:1000000000000000000001');
    expect(cell(wallet, 'last_transaction_lt')).toBe('60056271000007');
    expect(cell(wallet, 'contract_methods_count')).toBe('2');
    expect(cell(wallet, 'domain')).toBe(`'=HYPERLINK("x")`);
    expect(cell(wallet, 'token_name')).toBe('Evil, "Coin"\nline');
    expect(cell(wallet, 'token_symbol')).toBe("'+SYM");
    expect(cell(wallet, 'is_scam')).toBe('true');
    // Raw masterchain addresses start with "-" but are ours, not strangers': written as they are.
    expect(cell(master, 'raw_address')).toBe(MASTER);
    expect(cell(master, 'balance_gram')).toBe('0');
    expect(cell(master, 'status')).toBe('frozen');
    expect(cell(missing, 'status')).toBe('not_found');
    expect(cell(missing, 'balance_nanograms')).toBe('');
  });

  it('TSV: one line per account, no tabs or line breaks inside cells', () => {
    const lines = toTsv(rows(), 'GRAM').replace(/\n$/, '').split('\n');
    expect(lines).toHaveLength(4);
    expect(lines.every((line) => line.split('\t').length === EXPORT_COLUMNS.length)).toBe(true);
    expect(lines[1]).toContain('\tEvil, "Coin" line\t');
  });

  it('JSON: typed structure with exact strings, untrusted text unchanged', () => {
    const parsed = JSON.parse(
      toJson(rows(), { network: 'mainnet', includeBoc: true, exportedAt: new Date(0), ticker: 'GRAM' }),
    );
    expect(parsed).toMatchObject({
      exported_at: '1970-01-01T00:00:00.000Z',
      network: 'mainnet',
      include_boc: true,
    });
    expect(parsed.accounts[0]).toMatchObject({
      raw_address: WALLET,
      bounceable: 'EQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3Fy9',
      non_bounceable: 'UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4',
      balance_nanograms: '123456789012345678901',
      extra_currencies: { '239': '1000000000000000000001' },
      contract_methods: [85143, 78748],
      domain: '=HYPERLINK("x")',
      interfaces: ['wallet_v4r2'],
    });
    expect(parsed.accounts[2]).toMatchObject({ status: 'not_found', balance_nanograms: null });
  });

  it('label and note: from the label store at export time, guarded like every stranger cell', async () => {
    await setLabels([
      { raw: WALLET, label: '=HYPERLINK("evil")', note: 'team, "ops"' },
      { raw: MASTER, label: 'Elector', note: '' },
    ]);
    const [header, wallet, master, missing] = parseCsv(toCsv(rows(), 'GRAM').slice(1));
    // The new columns come right after domain; the others keep their order.
    expect(header?.slice(3, 7)).toEqual(['user_friendly', 'domain', 'label', 'note']);
    const cell = (record: string[] | undefined, column: string) => record?.[EXPORT_COLUMNS.indexOf(column)];
    expect(cell(wallet, 'label')).toBe(`'=HYPERLINK("evil")`);
    expect(cell(wallet, 'note')).toBe('team, "ops"');
    expect(cell(master, 'label')).toBe('Elector');
    expect(cell(missing, 'label')).toBe('');
    const tsv = toTsv(rows(), 'GRAM').split('\n')[1]!.split('\t');
    expect(tsv[EXPORT_COLUMNS.indexOf('label')]).toBe(`'=HYPERLINK("evil")`);
    const json = JSON.parse(
      toJson(rows(), { network: 'mainnet', includeBoc: true, exportedAt: new Date(0), ticker: 'GRAM' }),
    );
    expect(json.accounts[0]).toMatchObject({ label: '=HYPERLINK("evil")', note: 'team, "ops"' });
    expect(json.accounts[2]).toMatchObject({ label: '', note: '' });
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+1+1', "'+1+1"],
    ['-1+1', "'-1+1"],
    ['-A1', "'-A1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\r=1', "'\r=1"],
    ['\n=1', "'\n=1"],
    ['  =1+1', "'  =1+1"],
    ['+abc/def=', "'+abc/def="],
    ['Toncoin', 'Toncoin'],
    ['', ''],
    // Data, never formulas: numbers stay numbers, raw addresses stay as written.
    ['-1', '-1'],
    ['-5.000000001', '-5.000000001'],
    ['123456789012345678901', '123456789012345678901'],
    [MASTER, MASTER],
  ])('guards %j as %j', (text, guarded) => {
    expect(spreadsheetCell(text)).toBe(guarded);
  });

  it('guards every column of CSV and TSV against formulas, numbers of ours excepted', () => {
    const FORMULAS = [
      '=HYPERLINK("https://evil.example","x")',
      "@SUM(1+1)*cmd|' /C calc'!A0",
      '+1+1',
      '-1+1',
      '\t=1',
      '\r=1',
    ];
    let n = 0;
    const formula = () => FORMULAS[n++ % FORMULAS.length]!;
    const answer = accountStatesSchema.parse({
      accounts: [
        {
          address: WALLET,
          balance: '-5',
          status: formula(),
          extra_currencies: { [formula()]: '1' },
          last_transaction_lt: '1',
          last_transaction_hash: formula(),
          code_hash: formula(),
          data_hash: formula(),
          frozen_hash: formula(),
          account_state_hash: formula(),
        },
      ],
      address_book: {
        [WALLET]: { user_friendly: formula(), domain: formula(), interfaces: [formula()] },
      },
      metadata: {
        [WALLET]: { token_info: [{ type: formula(), name: formula(), symbol: formula() }] },
      },
    });
    const failedAsked = [MISSING];
    const found = buildAccountRows(
      buildLookupSnapshot(planAccountStatesRequests(client, [WALLET], true), [
        {
          status: 'success',
          fetchStatus: 'idle',
          data: chunkAnswerOf([WALLET], answer, undefined),
          error: null,
          dataUpdatedAt: 1,
        },
      ]),
      { network: 'mainnet' },
    );
    const failed = buildAccountRows(
      buildLookupSnapshot(planAccountStatesRequests(client, failedAsked, true), [
        {
          status: 'error',
          fetchStatus: 'idle',
          data: undefined,
          error: new ApiError({ kind: 'http', status: 500, message: '=cmd|"/C calc"!A0' }),
          dataUpdatedAt: 0,
        },
      ]),
      { network: 'mainnet' },
    );
    const all = [...found, ...failed];
    const [, ...csvRows] = parseCsv(toCsv(all, 'GRAM').slice(1));
    const [, ...tsvRows] = toTsv(all, 'GRAM')
      .replace(/\n$/, '')
      .split('\n')
      .map((line) => line.split('\t'));
    const NUMERIC = new Set([
      'balance_nanograms',
      'balance_gram',
      'last_transaction_lt',
      'contract_methods_count',
    ]);
    for (const cells of [...csvRows, ...tsvRows]) {
      expect(cells).toHaveLength(EXPORT_COLUMNS.length);
      EXPORT_COLUMNS.forEach((column, index) => {
        const cell = cells[index]!;
        if (NUMERIC.has(column) && cell !== '') expect(cell, column).toMatch(/^-?\d+(\.\d+)?$/);
        else if (column !== 'raw_address') expect(cell, column).not.toMatch(/^\s*[=+\-@\t\r\n]/);
      });
    }
    // Every stranger's column did carry a formula, now shown as text.
    const cell = (column: string) => csvRows[0]![EXPORT_COLUMNS.indexOf(column)];
    // The address book's form was a formula: it is not this account's, so the row's form is computed from
    // the raw address instead (ton/account-form.ts) and the formula never reaches the export.
    expect(cell('user_friendly')).toMatch(/^[EU]Q[\w-]{46}$/);
    for (const column of [
      'domain',
      'status',
      'extra_currencies',
      'last_transaction_hash',
      'code_hash',
      'data_hash',
      'frozen_hash',
      'account_state_hash',
      'interfaces',
      'token_type',
      'token_name',
      'token_symbol',
    ])
      expect(cell(column), column).toMatch(/^'/);
    expect(csvRows[1]![EXPORT_COLUMNS.indexOf('error')]).toMatch(/^'=cmd/);
    // A negative balance (not valid, but sent) stays a number a spreadsheet can sum.
    expect(cell('balance_nanograms')).toBe('-5');
    expect(cell('balance_gram')).toBe('-0.000000005');
  });

  it('with the old ticker: the balance columns have the names they had before the coin was renamed, the same values', () => {
    expect(EXPORT_COLUMNS.filter((column) => column.startsWith('balance_'))).toEqual([
      'balance_nanograms',
      'balance_gram',
    ]);
    const old = exportColumns('TON');
    expect(old.filter((column) => column.startsWith('balance_'))).toEqual([
      'balance_nanotons',
      'balance_ton',
    ]);
    expect(old.filter((column) => !column.startsWith('balance_'))).toEqual(
      EXPORT_COLUMNS.filter((column) => !column.startsWith('balance_')),
    );

    const [header, wallet] = parseCsv(toCsv(rows(), 'TON').slice(1));
    expect(header).toEqual(old);
    expect(wallet?.[old.indexOf('balance_nanotons')]).toBe('123456789012345678901');
    expect(wallet?.[old.indexOf('balance_ton')]).toBe('123456789012.345678901');
    // Every cell but the header is the same whichever the ticker.
    expect(toCsv(rows(), 'TON').split('\r\n').slice(1)).toEqual(toCsv(rows(), 'GRAM').split('\r\n').slice(1));
    expect(toTsv(rows(), 'TON').split('\n')[0]).toBe(old.join('\t'));
    expect(toTsv(rows(), 'TON').split('\n').slice(1)).toEqual(toTsv(rows(), 'GRAM').split('\n').slice(1));

    const json = (ticker: 'GRAM' | 'TON') =>
      JSON.parse(toJson(rows(), { network: 'mainnet', includeBoc: false, exportedAt: new Date(0), ticker }))
        .accounts[0] as Record<string, unknown>;
    expect(json('TON')).toMatchObject({
      balance_nanotons: '123456789012345678901',
      balance_ton: '123456789012.345678901',
    });
    expect(json('GRAM')).toMatchObject({
      balance_nanograms: '123456789012345678901',
      balance_gram: '123456789012.345678901',
    });
    expect(Object.keys(json('GRAM'))).not.toContain('balance_nanotons');
    // The same keys in the same order, the balance's renamed.
    expect(Object.keys(json('TON'))).toEqual(
      Object.keys(json('GRAM')).map((key) =>
        key === 'balance_nanograms' ? 'balance_nanotons' : key === 'balance_gram' ? 'balance_ton' : key,
      ),
    );
  });

  it('names files by time, valid on every file system', () => {
    expect(exportFileName('csv', new Date(Date.UTC(2026, 10, 22, 10, 15, 0)))).toBe(
      'tonlens-accounts-2026-11-22T10-15-00Z.csv',
    );
  });
});

const USDT = '0:B113A994B5024A16719F69139328EB759596C38A25F59028B146FECDC3621DFE';
const LENS = '0:A916EB105558CC4D95623B4A3ACD8292B099F872A081840D821C0FA82EC0DCA8';
const FAKE_USDT = '0:1111111111111111111111111111111111111111111111111111111111111111';
const ODD = '0:2222222222222222222222222222222222222222222222222222222222222222';

function jetton(master: string, fields: Partial<JettonInfo>): JettonInfo {
  return {
    master,
    symbol: null,
    name: null,
    decimals: { known: true, value: 9 },
    image: null,
    isUsdt: false,
    warnings: [],
    ...fields,
  };
}

const JETTONS = {
  usdt: jetton(USDT, {
    symbol: 'USD₮',
    name: 'Tether USD',
    decimals: { known: true, value: 6 },
    isUsdt: true,
  }),
  lens: jetton(LENS, { symbol: 'LENS', name: 'Lens Token' }),
  // Another master calling itself USD₮: its own column, marked, never the real one's.
  fake: jetton(FAKE_USDT, {
    symbol: 'USD₮',
    decimals: { known: true, value: 6 },
    warnings: ['looks-like-usdt'],
  }),
  odd: jetton(ODD, {
    symbol: '=EVIL,"x"\n\u202E',
    decimals: { known: false, reason: 'decimals "255" is more than 36' },
    warnings: ['scam-flagged'],
  }),
};

function holding(info: JettonInfo, balance: bigint): JettonHolding {
  return {
    wallet: `0:${'E'.repeat(63)}${info.master.slice(-1)}`,
    jetton: info,
    balance,
    lastTransactionLt: 7n,
  };
}

function answeredTokens(...holdings: JettonHolding[]): OwnerTokens {
  return {
    jettons: { state: 'answered', value: holdings },
    nfts: { state: 'answered', value: [] },
    wallet: { state: 'answered', value: null },
  };
}

function tokensIn(jettons: OwnerTokens['jettons']): OwnerTokens {
  return { jettons, nfts: { state: 'loading' }, wallet: { state: 'loading' } };
}

/** WALLET holds four jettons, MASTER one; MISSING's jettons are `missing` (unknown by default). */
function tokens(
  missing: OwnerTokens['jettons'] = {
    state: 'failed',
    error: new ApiError({ kind: 'http', status: 500, message: '=boom' }),
  },
) {
  return new Map<string, OwnerTokens>([
    [
      WALLET,
      answeredTokens(
        holding(JETTONS.usdt, 1_234_567_890n),
        holding(JETTONS.lens, 123_456_789_000_000_000_001n),
        holding(JETTONS.fake, 5n),
        holding(JETTONS.odd, 10n ** 80n),
      ),
    ],
    [MASTER, answeredTokens(holding(JETTONS.lens, 1n))],
    [MISSING, tokensIn(missing)],
  ]);
}

/** A cell's exact amount back in elementary units: what a spreadsheet's reader recomputes. */
function unitsOf(cell: string, decimals: number): bigint {
  const [whole = '', fraction = ''] = cell.split('.');
  expect(fraction.length).toBeLessThanOrEqual(decimals);
  return BigInt(whole + fraction.padEnd(decimals, '0'));
}

describe('exports: one column per jetton (issue 26)', () => {
  it('the real USD₮ first, each header naming symbol and master, exact amounts recomputed', () => {
    const map = tokens();
    const columns = exportJettonColumns(rows(), map);
    expect(columns.map((column) => column.master)).toEqual([USDT, LENS, FAKE_USDT, ODD]);
    const csv = parseCsv(toCsv(rows(), 'GRAM', map).slice(1));
    const [header, wallet, master, missing] = csv;
    const plain = exportColumns('GRAM');
    expect(header?.slice(0, plain.length)).toEqual(plain);
    expect(plain.slice(-2)).toEqual(['jettons_status', 'jettons_note']);
    const jettonHeaders = header!.slice(plain.length);
    expect(jettonHeaders).toHaveLength(4);
    expect(jettonHeaders[0]).toBe(`jetton USD₮ ${USDT}`);
    expect(jettonHeaders[1]).toBe(`jetton LENS ${LENS}`);
    // Same symbol, another master: a column of its own, marked.
    expect(jettonHeaders[2]).toBe(`jetton USD₮ ${FAKE_USDT} (looks-like-usdt)`);
    expect(new Set(jettonHeaders).size).toBe(4);
    // A hostile symbol: no formula start, no quote, comma or line break in the header; raw units marked.
    expect(jettonHeaders[3]).toMatch(
      new RegExp(`^jetton [^",\\r\\n]* ${ODD} \\(raw units\\) \\(scam-flagged\\)$`),
    );
    expect(jettonHeaders[3]).not.toContain('\u202E');
    const at = (record: string[] | undefined, index: number) => record?.[plain.length + index];
    expect(at(wallet, 0)).toBe('1234.56789');
    expect(at(wallet, 1)).toBe('123456789000.000000001');
    expect(at(wallet, 2)).toBe('0.000005');
    expect(at(wallet, 3)).toBe(`1${'0'.repeat(80)}`);
    // An answered owner without a wallet of the jetton holds 0 of it.
    expect([at(master, 0), at(master, 1), at(master, 2), at(master, 3)]).toEqual([
      '0',
      '0.000000001',
      '0',
      '0',
    ]);
    // Recomputed exactly from the cells: the per-jetton total of the list.
    const decimals = [6, 9, 6, 0];
    const totals = decimals.map((d, i) =>
      [wallet, master].reduce((sum, record) => sum + unitsOf(at(record, i)!, d), 0n),
    );
    expect(totals).toEqual([1_234_567_890n, 123_456_789_000_000_000_002n, 5n, 10n ** 80n]);
    // Not known: empty cells and a status, never "0".
    const cell = (record: string[] | undefined, column: string) => record?.[plain.indexOf(column)];
    expect([0, 1, 2, 3].map((i) => at(missing, i))).toEqual(['', '', '', '']);
    expect(cell(missing, 'jettons_status')).toBe('failed');
    expect(cell(missing, 'jettons_note')).toBe("'=boom");
    expect(cell(wallet, 'jettons_status')).toBe('answered');
    expect(cell(wallet, 'jettons_note')).toBe('');
  });

  it.each([
    [{ state: 'loading' } as const, 'loading', ''],
    [{ state: 'not-offered', host: 'toncenter.com' } as const, 'not_offered', 'not offered by toncenter.com'],
    [
      { state: 'no-sample-data', note: 'no token data in the sample' } as const,
      'no_sample_data',
      'no token data in the sample',
    ],
  ])('an owner whose jettons are %j: empty cells, status %s', (source, status, note) => {
    const [, , , missing] = parseCsv(toCsv(rows(), 'GRAM', tokens(source)).slice(1));
    const plain = exportColumns('GRAM');
    expect(missing?.slice(plain.length)).toEqual(['', '', '', '']);
    expect(missing?.[plain.indexOf('jettons_status')]).toBe(status);
    expect(missing?.[plain.indexOf('jettons_note')]).toBe(note);
  });

  it('without a token lookup: no jetton columns, every status not_asked', () => {
    const [header, wallet] = parseCsv(toCsv(rows(), 'GRAM').slice(1));
    expect(header).toEqual(EXPORT_COLUMNS);
    expect(wallet?.[EXPORT_COLUMNS.indexOf('jettons_status')]).toBe('not_asked');
  });

  it('TSV: the same columns, one line per account, nothing breaks a line', () => {
    const map = tokens();
    const lines = toTsv(rows(), 'GRAM', map).replace(/\n$/, '').split('\n');
    expect(lines).toHaveLength(4);
    const width = exportColumns('GRAM', exportJettonColumns(rows(), map)).length;
    expect(lines.every((line) => line.split('\t').length === width)).toBe(true);
    const cells = lines[1]!.split('\t');
    expect(cells.slice(-4)).toEqual([
      '1234.56789',
      '123456789000.000000001',
      '0.000005',
      `1${'0'.repeat(80)}`,
    ]);
  });

  it('JSON: each owner lists its holdings exactly; unknown jettons are null, never []', () => {
    const parsed = JSON.parse(
      toJson(rows(), {
        network: 'mainnet',
        includeBoc: true,
        exportedAt: new Date(0),
        ticker: 'GRAM',
        tokens: tokens(),
      }),
    );
    expect(parsed.accounts[0].jettons_status).toBe('answered');
    expect(parsed.accounts[0].jettons[0]).toEqual({
      master: USDT,
      wallet: holding(JETTONS.usdt, 0n).wallet,
      symbol: 'USD₮',
      name: 'Tether USD',
      is_usdt: true,
      warnings: [],
      decimals: 6,
      decimals_unknown: null,
      balance_raw: '1234567890',
      balance: '1234.56789',
      last_transaction_lt: '7',
    });
    expect(parsed.accounts[0].jettons[3]).toMatchObject({
      symbol: '=EVIL,"x"\n\u202E',
      decimals: null,
      decimals_unknown: 'decimals "255" is more than 36',
      balance_raw: `1${'0'.repeat(80)}`,
      balance: null,
      warnings: ['scam-flagged'],
    });
    expect(parsed.accounts[2]).toMatchObject({
      jettons_status: 'failed',
      jettons_note: '=boom',
      jettons: null,
    });
  });

  it('jettonAmountNumber: decimals applied exactly, raw units when unknown', () => {
    expect(jettonAmountNumber(0n, { known: true, value: 6 })).toBe('0');
    expect(jettonAmountNumber(1_500_000n, { known: true, value: 6 })).toBe('1.5');
    expect(jettonAmountNumber(2n ** 120n - 1n, { known: true, value: 36 })).toBe(
      `1.${(2n ** 120n - 1n).toString().padStart(37, '0').slice(1)}`.replace(/0+$/, ''),
    );
    expect(jettonAmountNumber(1234n, { known: true, value: 0 })).toBe('1234');
    expect(jettonAmountNumber(10n ** 80n, { known: false, reason: 'x' })).toBe(`1${'0'.repeat(80)}`);
  });
});
