import { Fragment, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Block, BlockRef } from '../../api/block/block-schemas.ts';
import { driftIn, listDrift, type KnownField } from '../../api/drift.ts';
import { DriftNotice } from '../../components/api/DriftNotice.tsx';
import { InfoList, InfoRow } from '../../components/ui/InfoRow.tsx';
import { Time } from '../../components/time/Time.tsx';
import { Hash } from '../../components/ton/Hash.tsx';
import { CopyButton } from '../../components/ui/clipboard/CopyButton.tsx';
import { paths } from '../../paths.ts';
import { revealInvisible } from '../../ton/text/text-safety.ts';
import { shardBlockLabel, shownShardBlockLabel } from '../model/block-index.ts';
import { Disclosure } from '../Disclosure.tsx';
import { ltDrift, ltRange } from './logical-times.ts';
import { yesNo } from '../transaction/field-values.ts';
import styles from './BlockDetails.module.css';
import { t } from '../../ton/i18n/door.ts';
import { Msg } from '../../components/ui/Msg.tsx';
import { detailsMessages as m } from './header-messages.ts';

/**
 * Text the server wrote about a block (a hash, a validator's key): shown through Hash, the one door for
 * hashes (invisible characters made visible, cut when `compact` or absurdly long, copied exactly as
 * sent), with a word when it held hidden characters.
 */
export function ServerText({
  value,
  label,
  compact = false,
}: {
  value: string;
  label: string;
  compact?: boolean;
}) {
  return (
    <span className={styles.serverText}>
      <Hash value={value} label={label} full={!compact} />
      {revealInvisible(value).changed ? (
        <span className={styles.warning}>
          <span aria-hidden="true">⚠ </span>
          {t(m.hiddenCharacters)}
        </span>
      ) : null}
    </span>
  );
}

/** A referenced block: a masterchain block is a page of its own; a shard block has no page, only its id to copy. */
function BlockRefView({ block }: { block: BlockRef }) {
  const label = shownShardBlockLabel(shardBlockLabel(block));
  if (block.workchain === -1)
    return <Link to={paths.block(block.seqno)}>{t(m.block, { seqno: String(block.seqno) })}</Link>;
  return (
    <span className={styles.nowrap}>
      <code>{label}</code>
      <CopyButton value={String(block.seqno)} label={t(m.seqnoOfShardBlock, { label })} />
    </span>
  );
}

/** The API method whose answer these fields come from (a name, not words). */
const API_METHOD = 'masterchainBlockShardState';

/** The networks TON's config param 19 (global_id) names. */
const NETWORK_OF_GLOBAL_ID: Record<number, string> = { [-239]: 'TON mainnet', [-3]: 'TON testnet' };

/** An API name that may wrap after its underscores (validator_list_hash_short on a phone), not mid-word. */
function breakableName(name: string): ReactNode {
  return name.split('_').map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? (
        <>
          _<wbr />
        </>
      ) : null}
      {part}
    </Fragment>
  ));
}

type Row = readonly [
  label: string,
  /** The Block schema's name for it (OpenAPI, toncenter/ton-indexer). */
  field: string,
  value: ReactNode | undefined,
  unreadable: string | undefined,
  /** `wide`: a row of its own (hashes); `double`: two columns (times). */
  width?: 'wide' | 'double',
];

/**
 * The fields of a block header as the live server sends them, each under its own words and the API's
 * name. A field the answer lacks (or sends as null) has no row; one it sent in a form that cannot be read
 * keeps its row, marked unreadable.
 */
export function BlockHeaderFields({ header }: { header: Block }) {
  const d = (field: KnownField<Block>) => driftIn(header, field);
  const text = (field: 'root_hash' | 'file_hash' | 'rand_seed' | 'created_by', label: string) => {
    const value = header[field];
    return typeof value === 'string' ? <ServerText value={value} label={label} /> : undefined;
  };
  const number = (value: number | null | undefined) =>
    value === undefined || value === null ? undefined : String(value);
  const seqnoLink = (value: number | null | undefined) =>
    value === undefined || value === null ? undefined : (
      <Link to={paths.block(value)}>{t(m.block, { seqno: String(value) })}</Link>
    );
  const globalId = header.global_id;
  const rows: Row[] = [
    [t(m.rootHash), 'root_hash', text('root_hash', t(m.rootHashLower)), d('root_hash'), 'wide'],
    [t(m.fileHash), 'file_hash', text('file_hash', t(m.fileHashLower)), d('file_hash'), 'wide'],
    [
      t(m.network),
      'global_id',
      globalId === undefined || globalId === null ? undefined : (
        <>
          {globalId}
          {NETWORK_OF_GLOBAL_ID[globalId] ? (
            <span className="muted"> ({NETWORK_OF_GLOBAL_ID[globalId]})</span>
          ) : null}
        </>
      ),
      d('global_id'),
    ],
    [t(m.version), 'version', number(header.version), d('version')],
    [t(m.keyBlock), 'key_block', yesNo(header.key_block), d('key_block')],
    [t(m.vertSeqno), 'vert_seqno', number(header.vert_seqno), d('vert_seqno')],
    [t(m.vertSeqnoIncr), 'vert_seqno_incr', yesNo(header.vert_seqno_incr), d('vert_seqno_incr')],
    [
      t(m.logicalTime),
      'start_lt – end_lt',
      ltRange(header.start_lt, header.end_lt),
      ltDrift(header),
      'double',
    ],
    [
      t(m.time),
      'gen_utime',
      header.gen_utime === undefined ? undefined : <Time unixSeconds={header.gen_utime} />,
      d('gen_utime'),
      'double',
    ],
    [
      t(m.prevBlocks),
      'prev_blocks',
      header.prev_blocks === undefined || header.prev_blocks === null ? undefined : header.prev_blocks
          .length === 0 ? (
        t(m.none)
      ) : (
        <span className={styles.refs}>
          {header.prev_blocks.map((ref) => (
            <BlockRefView key={shardBlockLabel(ref)} block={ref} />
          ))}
        </span>
      ),
      d('prev_blocks'),
    ],
    [t(m.createdBy), 'created_by', text('created_by', t(m.createdByLower)), d('created_by'), 'wide'],
    [t(m.randSeed), 'rand_seed', text('rand_seed', t(m.randSeedLower)), d('rand_seed'), 'wide'],
    [t(m.catchainSeqno), 'gen_catchain_seqno', number(header.gen_catchain_seqno), d('gen_catchain_seqno')],
    [t(m.minRefMcSeqno), 'min_ref_mc_seqno', seqnoLink(header.min_ref_mc_seqno), d('min_ref_mc_seqno')],
    [
      t(m.prevKeyBlock),
      'prev_key_block_seqno',
      seqnoLink(header.prev_key_block_seqno),
      d('prev_key_block_seqno'),
    ],
    [t(m.masterRefSeqno), 'master_ref_seqno', number(header.master_ref_seqno), d('master_ref_seqno')],
    [
      t(m.validatorListHash),
      'validator_list_hash_short',
      number(header.validator_list_hash_short),
      d('validator_list_hash_short'),
    ],
    [t(m.flags), 'flags', number(header.flags), d('flags')],
    [t(m.afterMerge), 'after_merge', yesNo(header.after_merge), d('after_merge')],
    [t(m.beforeSplit), 'before_split', yesNo(header.before_split), d('before_split')],
    [t(m.afterSplit), 'after_split', yesNo(header.after_split), d('after_split')],
    [t(m.wantMerge), 'want_merge', yesNo(header.want_merge), d('want_merge')],
    [t(m.wantSplit), 'want_split', yesNo(header.want_split), d('want_split')],
    // The masterchain block's own transactions (tick-tock, elections): the summary above counts these
    // with those of the shard blocks it commits, so the two numbers differ and each says whose it is.
    [t(m.txCount), 'tx_count', number(header.tx_count), d('tx_count')],
  ];
  const present = rows.filter(([, , value, unreadable]) => value !== undefined || unreadable !== undefined);
  if (present.length === 0) return <p className="muted">{t(m.noFields)}</p>;
  return (
    <InfoList columns="narrow">
      {present.map(([label, field, value, unreadable, width]) => (
        <InfoRow
          key={field}
          span={width === 'wide' ? 'all' : width}
          unreadable={unreadable}
          label={
            <>
              {label} <code className={styles.apiName}>{breakableName(field)}</code>
            </>
          }
        >
          {value}
        </InfoRow>
      ))}
    </InfoList>
  );
}

/** The masterchain block's own header (live server only), behind a disclosure: most visits never open it. */
export function BlockDetails({ header }: { header: Block }) {
  return <Disclosure label={t(m.blockDetails)}>{() => <BlockDetailsPanel header={header} />}</Disclosure>;
}

function BlockDetailsPanel({ header }: { header: Block }) {
  const drift = useMemo(() => listDrift(header), [header]);
  return (
    <div className={`card ${styles.panel}`}>
      <DriftNotice subject={t(m.driftSubject)} drift={drift} />
      <BlockHeaderFields header={header} />
      <p className={`muted ${styles.note}`}>
        <Msg message={m.asTheApiGives} values={{ name: <code>{API_METHOD}</code> }} />
      </p>
    </div>
  );
}
