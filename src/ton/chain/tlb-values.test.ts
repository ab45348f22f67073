import { describe, expect, it } from 'vitest';
import {
  describeAccountStatus,
  describeBounceType,
  describeSkipReason,
  describeStatusChange,
  describeTransactionType,
  type OutcomeDescription,
  type OutcomeKind,
} from './tlb-values.ts';

// Strings an indexer could send that must not resolve to Object.prototype members.
const HOSTILE_KEYS = [
  '',
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'NO_STATE',
  ' ok',
  'ok\u200B',
];

type Describer = (value: string) => OutcomeDescription;

describe.each<[string, Describer, [string, string, OutcomeKind][]]>([
  [
    'describeSkipReason',
    describeSkipReason,
    [
      ['no_state', 'No state', 'neutral'],
      ['bad_state', 'Bad state', 'failure'],
      ['no_gas', 'No gas', 'failure'],
      ['suspended', 'Suspended', 'failure'],
    ],
  ],
  [
    'describeBounceType',
    describeBounceType,
    [
      ['ok', 'Bounced', 'warning'],
      ['nofunds', 'Bounce not sent: no funds', 'failure'],
      ['negfunds', 'Bounce not sent: negative funds', 'failure'],
    ],
  ],
  [
    'describeStatusChange',
    describeStatusChange,
    [
      ['unchanged', 'Unchanged', 'neutral'],
      ['frozen', 'Frozen', 'warning'],
      ['deleted', 'Deleted', 'failure'],
    ],
  ],
  [
    'describeAccountStatus',
    describeAccountStatus,
    [
      ['active', 'Active', 'success'],
      ['uninit', 'Uninitialized', 'neutral'],
      ['frozen', 'Frozen', 'warning'],
      ['nonexist', 'Nonexistent', 'neutral'],
    ],
  ],
  [
    'describeTransactionType',
    describeTransactionType,
    [
      ['ord', 'Ordinary', 'neutral'],
      ['storage', 'Storage', 'neutral'],
      ['tick_tock', 'Tick-tock', 'neutral'],
      ['split_prepare', 'Split prepare', 'neutral'],
      ['split_install', 'Split install', 'neutral'],
      ['merge_prepare', 'Merge prepare', 'neutral'],
      ['merge_install', 'Merge install', 'neutral'],
    ],
  ],
])('%s', (_name, describeValue, known) => {
  it.each(known)('%s → %s (%s)', (value, title, kind) => {
    const described = describeValue(value);
    expect(described.title).toBe(title);
    expect(described.kind).toBe(kind);
  });

  it.each(['cskip_no_state', 'acst_frozen', 'trans_ord', 'something_new', ...HOSTILE_KEYS])(
    'returns unknown %j verbatim',
    (value) => {
      expect(describeValue(value)).toEqual({ title: value, detail: 'Unrecognized value.', kind: 'unknown' });
    },
  );
});

describe('details worth pinning', () => {
  it('uses the documented wording for skip reasons', () => {
    expect(describeSkipReason('no_state').detail).toContain(
      'The account has no code/state and the message carried no init',
    );
    expect(describeSkipReason('no_gas').detail).toBe(
      'Not enough gas: the message value could not buy any gas.',
    );
    expect(describeSkipReason('suspended').detail).toMatch(/config param 44/);
  });

  it('has no detail for an unchanged status', () => {
    expect(describeStatusChange('unchanged')).toEqual({ title: 'Unchanged', kind: 'neutral' });
  });
});
