import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { Link } from 'react-router';
import { useApiClient } from '../api/api-client-context.ts';
import { sampleCatalogQueryOptions, type SampleCatalog } from '../api/sample-catalog.ts';
import { HEADER_SEARCH_ID } from '../components/search-box-id.ts';
import { paths } from '../paths.ts';
import { accountForm } from '../ton/account-form.ts';
import { truncateMiddle } from '../ton/text/text-safety.ts';
import styles from './HomePage.module.css';
import { HomeIntro } from './HomeIntro.tsx';
import { RecentBlocks } from './RecentBlocks.tsx';
import { appTitle, useDocumentTitle } from '../components/ui/useDocumentTitle.ts';
import { Msg } from '../components/ui/Msg.tsx';
import { t } from '../ton/i18n/door.ts';
import { homeMessages as m } from './home-messages.ts';

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
    { kind: 'emulated', title: t(m.emulatedTitle), blocks: emulated },
    { kind: 'recorded', title: t(m.recordedTitle, { network }), blocks: recorded },
  ].filter((group) => group.blocks.length > 0);
}

export function HomePage() {
  useDocumentTitle(appTitle());
  const client = useApiClient();
  const catalog = useQuery(sampleCatalogQueryOptions(client));
  // An answer is rendered in the background, in slices between which the browser stays responsive: a
  // query's update renders synchronously, and the catalog's sections (some fifty links, the sample
  // accounts' forms) with the recent blocks in one task were the longest task after the home page's
  // first paint (docs/decisions/2026-11-26-no-long-tasks.md).
  const data = useDeferredValue(catalog.data);
  const catalogSeqnos = useMemo(
    () => (catalog.isPending ? undefined : (catalog.data?.blocks.map((block) => block.seqno) ?? null)),
    [catalog.isPending, catalog.data],
  );
  const seqnos = useDeferredValue(catalogSeqnos);

  return (
    <div className="page">
      <HomeIntro />
      {/* One search box, the header's: this points to it (and focuses it), rather than being a second. */}
      <p className={styles.search}>
        <Msg
          message={m.searchHint}
          values={{
            label: (
              <label htmlFor={HEADER_SEARCH_ID} className={styles.searchLabel}>
                {t(m.searchLabel)}
              </label>
            ),
          }}
        />
      </p>
      <RecentBlocks catalogSeqnos={seqnos} />
      {data ? (
        <>
          <SampleBlocks catalog={data} />
          <SampleAccounts accounts={data.accounts} />
        </>
      ) : null}
    </div>
  );
}

/** Shown only by the built-in sample API: the blocks it holds, emulated ones first. */
function SampleBlocks({ catalog }: { catalog: SampleCatalog }) {
  return (
    <section aria-labelledby="sample-blocks-heading" className={`card ${styles.section}`}>
      <h2 id="sample-blocks-heading">{t(m.sampleBlocks)}</h2>
      <p className="muted">{t(m.sampleBlocksNote, { profile: catalog.profile, network: catalog.network })}</p>
      {sampleGroups(catalog.blocks, catalog.network).map((group) => (
        <div key={group.kind}>
          <h3 className={styles.groupTitle}>{group.title}</h3>
          <ul className={styles.links}>
            {group.blocks.map((block) => (
              <li key={block.seqno}>
                <Link to={paths.block(block.seqno)}>{t(m.block, { seqno: String(block.seqno) })}</Link>{' '}
                <span className="muted">{t(m.transactions, { count: block.transactions })}</span>
                {/* Where the sample's block came from, as the sample API describes it: its words (English). */}
                {block.source ? (
                  <span className={styles.source} lang="en" dir="ltr">
                    {block.source}
                  </span>
                ) : null}
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
      <h2 id="sample-accounts-heading">{t(m.sampleAccounts)}</h2>
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
          {t(m.lookUpAll, { count: accounts.length })}
        </Link>
      </p>
    </section>
  );
}
