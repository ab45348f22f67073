import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApiClient } from '../api/api-client-context.ts';
import { sampleCatalogQueryOptions, type SampleCatalog } from '../api/sample-catalog.ts';
import { HEADER_SEARCH_ID } from '../components/search-box-id.ts';
import { paths } from '../paths.ts';
import { accountForm } from '../ton/account-form.ts';
import { truncateMiddle } from '../ton/text/text-safety.ts';
import styles from './HomePage.module.css';
import { RecentBlocks } from './RecentBlocks.tsx';
import { APP_TITLE, useDocumentTitle } from '../components/ui/useDocumentTitle.ts';
import { countOf } from '../ton/count.ts';

type CatalogBlock = SampleCatalog['blocks'][number];

/** A sample account's form, computed from its address: the catalog's `user_friendly` only picks the variant. */
function sampleAccountForm(account: SampleCatalog['accounts'][number]): string {
  const form = accountForm(account.address, account.user_friendly);
  return form.fromApi && form.friendly ? form.friendly : account.address;
}

/** Emulated blocks first (newest first: that is where the interesting cases are), then recorded ones. */
function sampleGroups(blocks: CatalogBlock[], network: string) {
  const emulated = blocks.filter((block) => block.kind === 'emulated').reverse();
  const recorded = blocks.filter((block) => block.kind !== 'emulated').reverse();
  return [
    { kind: 'emulated', title: 'Emulated with the TON virtual machine', blocks: emulated },
    { kind: 'recorded', title: `Recorded ${network} data`, blocks: recorded },
  ].filter((group) => group.blocks.length > 0);
}

export function HomePage() {
  useDocumentTitle(APP_TITLE);
  const client = useApiClient();
  const catalog = useQuery(sampleCatalogQueryOptions(client));

  return (
    <div className="page">
      <h1>tonlens</h1>
      <p className={styles.lead}>
        A block and account explorer for the TON blockchain. Open a masterchain block to see every transaction
        it commits, drilled down to its phases and messages, or paste up to 1024 addresses to see their
        balances and states at once.
      </p>
      {/* One search box, the header's: this points to it (and focuses it), rather than being a second. */}
      <p className={styles.search}>
        <label htmlFor={HEADER_SEARCH_ID} className={styles.searchLabel}>
          Search with the box at the top
        </label>
        : a block number, a date and time, addresses or a link. Or start from the latest blocks.
      </p>
      <RecentBlocks
        catalogSeqnos={
          catalog.isPending ? undefined : (catalog.data?.blocks.map((block) => block.seqno) ?? null)
        }
      />
      {catalog.data ? (
        <>
          <SampleBlocks catalog={catalog.data} />
          <SampleAccounts accounts={catalog.data.accounts} />
        </>
      ) : null}
    </div>
  );
}

/** Shown only by the built-in sample API: the blocks it holds, emulated ones first. */
function SampleBlocks({ catalog }: { catalog: SampleCatalog }) {
  return (
    <section aria-labelledby="sample-blocks-heading" className={`card ${styles.section}`}>
      <h2 id="sample-blocks-heading">Sample blocks</h2>
      <p className="muted">
        This is the built-in sample API ({catalog.profile} profile, {catalog.network}). Recorded blocks hold
        real transactions recorded from toncenter; emulated blocks were produced by running real contracts in
        the TON emulator, and say so.
      </p>
      {sampleGroups(catalog.blocks, catalog.network).map((group) => (
        <div key={group.kind}>
          <h3 className={styles.groupTitle}>{group.title}</h3>
          <ul className={styles.links}>
            {group.blocks.map((block) => (
              <li key={block.seqno}>
                <Link to={paths.block(block.seqno)}>Block {block.seqno}</Link>{' '}
                <span className="muted">{countOf(block.transactions, 'transaction')}</span>
                {block.source ? <span className={styles.source}>{block.source}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** The first twelve sample accounts one by one, and a link that looks them all up at once. */
function SampleAccounts({ accounts }: { accounts: SampleCatalog['accounts'] }) {
  return (
    <section aria-labelledby="sample-accounts-heading" className={`card ${styles.section}`}>
      <h2 id="sample-accounts-heading">Sample accounts</h2>
      <ul className={styles.links}>
        {accounts.slice(0, 12).map((account) => {
          const shown = sampleAccountForm(account);
          return (
            <li key={account.address}>
              <Link to={paths.accounts([shown])} className="mono" title={shown}>
                {truncateMiddle(shown, 8, 8)}
              </Link>
            </li>
          );
        })}
      </ul>
      <p>
        <Link to={paths.accounts(accounts.map((account) => sampleAccountForm(account)))}>
          Look up all {countOf(accounts.length, 'sample account')}
        </Link>
      </p>
    </section>
  );
}
