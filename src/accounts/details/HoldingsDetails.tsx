import { t } from '../../ton/i18n/door.ts';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/api-client-context.ts';
import { dnsNamesQueryOptions } from '../../api/tokens/dns-names.ts';
import type {
  JettonHolding,
  NftHolding,
  OwnerTokens,
  TokenSource,
  WalletStateInfo,
} from '../../api/tokens/owner-tokens.ts';
import { shownFailureReason, type TonNetwork } from '../account-rows.ts';
import { parseAddress, toFriendlyAddress } from '../../ton/address.ts';
import { Address } from '../../components/ton/Address.tsx';
import { Domain } from '../../components/ton/Domain.tsx';
import { StrangerText } from '../../components/ton/StrangerText.tsx';
import { InfoList, InfoRow } from '../../components/ui/InfoRow.tsx';
import { jettonAmountText } from '../../ton/jetton/jetton-info.ts';
import { toSafeHttpUrl } from '../../ton/text/text-safety.ts';
import { orderedJettons } from '../holdings.ts';
import { JETTON_WARNING_TEXT, USDT_SYMBOL } from '../results/holdings-text.ts';
import { Msg } from '../../components/ui/Msg.tsx';
import type { Message } from '../../ton/i18n/messages.ts';
import { holdingsMessages as m } from './details-messages.ts';
import styles from './AccountDetails.module.css';

/**
 * A contract the holdings name (a jetton wallet or master, an NFT item): its bounceable form computed
 * from the raw address (the token answers' address book is not read here), linked like any account.
 */
function ContractAddress({ raw, network }: { raw: string; network: TonNetwork }) {
  const parsed = parseAddress(raw);
  const friendly = parsed.ok
    ? toFriendlyAddress(parsed.address, { bounceable: true, testnetOnly: network === 'testnet' })
    : null;
  return <Address raw={raw} entry={friendly ? { user_friendly: friendly, domain: null } : undefined} />;
}

/** The sentences a source's note says, one set per kind of list (each language words them its own way). */
interface SourceWords {
  loading: Message;
  noSample: Message;
  notOffered: Message;
  failed: Message;
}

const JETTON_WORDS: SourceWords = {
  loading: m.loadingJettons,
  noSample: m.noSampleJettons,
  notOffered: m.notOfferedJettons,
  failed: m.failedJettons,
};
const NFT_WORDS: SourceWords = {
  loading: m.loadingNfts,
  noSample: m.noSampleNfts,
  notOffered: m.notOfferedNfts,
  failed: m.failedNfts,
};
const WALLET_WORDS: SourceWords = {
  loading: m.loadingWallet,
  noSample: m.noSampleWallet,
  notOffered: m.notOfferedWallet,
  failed: m.failedWallet,
};

/** Why a source has no list to show: loading, the sample cannot know, not offered, failed. */
function SourceNote<T>({ source, words }: { source: TokenSource<T>; words: SourceWords }) {
  switch (source.state) {
    case 'answered':
      return null;
    case 'loading':
      return <p className={`muted ${styles.note}`}>{t(words.loading)}</p>;
    case 'no-sample-data':
      return (
        <p className={`muted ${styles.note}`}>
          <Msg message={words.noSample} values={{ note: <StrangerText text={source.note} shown={200} /> }} />
        </p>
      );
    case 'not-offered':
      return <p className={`muted ${styles.note}`}>{t(words.notOffered, { host: source.host })}</p>;
    case 'failed':
      return (
        <p className={styles.problem}>
          <span aria-hidden="true">⚠ </span>
          {t(words.failed, { reason: shownFailureReason(source.error) })}
        </p>
      );
  }
}

/** A jetton's picture, only once the user has allowed third-party images, and only over http(s). */
function JettonImage({ url, show }: { url: string | null; show: boolean }) {
  const src = show && url ? toSafeHttpUrl(url) : null;
  if (!src) return null;
  return (
    <img
      className={styles.jettonImage}
      src={src}
      alt=""
      width={24}
      height={24}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
    />
  );
}

/** One jetton held: name, symbol, the exact balance with its decimals applied, its wallet, its warnings. */
function JettonItem({
  holding,
  showImages,
  network,
}: {
  holding: JettonHolding;
  showImages: boolean;
  network: TonNetwork;
}) {
  const { jetton, balance, wallet } = holding;
  const amount = jettonAmountText(balance, jetton.decimals);
  const symbol = jetton.isUsdt ? (
    USDT_SYMBOL
  ) : jetton.symbol !== null ? (
    <StrangerText text={jetton.symbol} shown={24} />
  ) : (
    <span className="muted">{t(m.noSymbol)}</span>
  );
  return (
    <li className={styles.jetton}>
      <div className={styles.jettonHead}>
        <JettonImage url={jetton.image} show={showImages} />
        <span className={styles.jettonName}>
          {jetton.name !== null ? (
            <StrangerText text={jetton.name} shown={80} />
          ) : (
            <span className="muted">{t(m.unnamed)}</span>
          )}
        </span>
        <span className="mono">
          {jetton.decimals.known ? (
            <>
              {amount} {symbol}
            </>
          ) : (
            <Msg message={m.rawUnitsOf} values={{ amount, symbol }} />
          )}
        </span>
      </div>
      {!jetton.decimals.known ? (
        <p className={styles.note}>
          <span aria-hidden="true">⚠ </span>
          {/* The reason says it in words ("decimals unknown — raw units: …"). */}
          {jetton.decimals.reason.charAt(0).toUpperCase() + jetton.decimals.reason.slice(1)}
        </p>
      ) : null}
      {jetton.warnings.map((warning) => (
        <p key={warning} className={`${styles.note} ${styles.warningText}`}>
          <span aria-hidden="true">⚠ </span>
          {t(JETTON_WARNING_TEXT[warning])}
        </p>
      ))}
      <InfoList columns="wide">
        <InfoRow label={t(m.jettonWallet)}>
          <ContractAddress raw={wallet} network={network} />
        </InfoRow>
        <InfoRow label={t(m.jettonMaster)}>
          <ContractAddress raw={jetton.master} network={network} />
        </InfoRow>
      </InfoList>
      {jetton.image && !showImages ? <p className={`muted ${styles.note}`}>{t(m.hasImage)}</p> : null}
    </li>
  );
}

function JettonsSection({
  tokens,
  showImages,
  network,
}: {
  tokens: OwnerTokens;
  showImages: boolean;
  network: TonNetwork;
}) {
  const source = tokens.jettons;
  const holdings = source.state === 'answered' ? orderedJettons(source.value) : [];
  return (
    <section aria-label={t(m.jettons)} className={styles.holdingSection}>
      <h3 className={styles.subheading}>
        {source.state === 'answered' ? t(m.jettonsCount, { count: holdings.length }) : t(m.jettons)}
      </h3>
      <SourceNote source={source} words={JETTON_WORDS} />
      {source.state === 'answered' && holdings.length === 0 ? (
        <p className={`muted ${styles.note}`}>{t(m.noJettonWallets)}</p>
      ) : null}
      {holdings.length > 0 ? (
        <ul className={styles.jettons}>
          {holdings.map((holding) => (
            <JettonItem key={holding.wallet} holding={holding} showImages={showImages} network={network} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function NftItem({ item, network }: { item: NftHolding; network: TonNetwork }) {
  return (
    <li className={styles.nft}>
      {item.name !== null ? (
        <StrangerText text={item.name} shown={80} />
      ) : (
        <span className="muted">{t(m.unnamed)}</span>
      )}
      {item.index !== null ? (
        <span className="muted mono"> #{<StrangerText text={item.index} shown={40} />}</span>
      ) : null}
      {' · '}
      {item.collectionName !== null ? (
        <StrangerText text={item.collectionName} shown={80} />
      ) : item.collection !== null ? (
        <span className="muted">{t(m.unnamedCollection)}</span>
      ) : (
        <span className="muted">{t(m.noCollection)}</span>
      )}
      <span className={styles.nftAddress}>
        <ContractAddress raw={item.address} network={network} />
      </span>
    </li>
  );
}

function NftsSection({ tokens, network }: { tokens: OwnerTokens; network: TonNetwork }) {
  const source = tokens.nfts;
  return (
    <section aria-label={t(m.nfts)} className={styles.holdingSection}>
      <h3 className={styles.subheading}>
        {source.state === 'answered' ? t(m.nftsCount, { count: source.value.length }) : t(m.nfts)}
      </h3>
      <SourceNote source={source} words={NFT_WORDS} />
      {source.state === 'answered' && source.value.length === 0 ? (
        <p className={`muted ${styles.note}`}>{t(m.noNfts)}</p>
      ) : null}
      {source.state === 'answered' && source.value.length > 0 ? (
        <ul className={styles.plainList}>
          {source.value.map((item) => (
            <NftItem key={item.address} item={item} network={network} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** Every DNS name the account owns, asked when the details open; meanwhile the address book's domain. */
function NamesSection({ raw, domain }: { raw: string; domain: string | undefined }) {
  const client = useApiClient();
  const names = useQuery(dnsNamesQueryOptions(client, raw));
  return (
    <section aria-label={t(m.names)} className={styles.holdingSection}>
      <h3 className={styles.subheading}>
        {names.data ? t(m.namesCount, { count: names.data.length }) : t(m.names)}
      </h3>
      {names.data ? (
        names.data.length === 0 ? (
          <p className={`muted ${styles.note}`}>{t(m.noNames)}</p>
        ) : (
          <ul className={styles.plainList}>
            {names.data.map((name) => (
              <li key={name}>
                <Domain domain={name} whole />
              </li>
            ))}
          </ul>
        )
      ) : (
        <p className={`muted ${styles.note}`}>
          {domain ? (
            <Msg message={m.addressBooks} values={{ domain: <Domain domain={domain} whole /> }} />
          ) : null}
          {names.isError ? t(m.namesFailed, { reason: shownFailureReason(names.error) }) : t(m.lookingUp)}
        </p>
      )}
    </section>
  );
}

function WalletRows({ wallet }: { wallet: WalletStateInfo | null }) {
  if (wallet === null || !wallet.isWallet) {
    return <p className={`muted ${styles.note}`}>{t(m.notWallet)}</p>;
  }
  return (
    <InfoList columns="narrow">
      <InfoRow label={t(m.type)}>
        {wallet.walletType !== null ? (
          <StrangerText text={wallet.walletType} shown={40} />
        ) : (
          <span className="muted">{t(m.unknown)}</span>
        )}
      </InfoRow>
      <InfoRow label={t(m.seqno)}>
        <span className="mono">{wallet.seqno ?? '—'}</span>
      </InfoRow>
      {/* Only wallets with the switch (W5) say; a "disabled" is the one that matters to a sender. */}
      {wallet.signatureAllowed !== null ? (
        <InfoRow label={t(m.signatures)}>
          {wallet.signatureAllowed ? (
            t(m.allowed)
          ) : (
            <span className={styles.warningText}>
              <span aria-hidden="true">⚠ </span>
              {t(m.signaturesDisabled)}
            </span>
          )}
        </InfoRow>
      ) : null}
    </InfoList>
  );
}

function WalletSection({ tokens }: { tokens: OwnerTokens }) {
  const source = tokens.wallet;
  return (
    <section aria-label={t(m.wallet)} className={styles.holdingSection}>
      <h3 className={styles.subheading}>{t(m.wallet)}</h3>
      <SourceNote source={source} words={WALLET_WORDS} />
      {source.state === 'answered' ? <WalletRows wallet={source.value} /> : null}
    </section>
  );
}

/**
 * What the account holds, in the opened row: every jetton (USD₮ first) with its exact balance and jetton
 * wallet, its NFTs with their collections, every DNS name it owns (asked on opening) and its wallet.
 */
export function HoldingsDetails({
  raw,
  domain,
  tokens,
  showImages,
  network,
}: {
  raw: string;
  domain: string | undefined;
  tokens: OwnerTokens | undefined;
  showImages: boolean;
  network: TonNetwork;
}) {
  return (
    <div className={styles.holdings}>
      {tokens ? (
        <>
          <JettonsSection tokens={tokens} showImages={showImages} network={network} />
          <NftsSection tokens={tokens} network={network} />
        </>
      ) : null}
      <NamesSection raw={raw} domain={domain} />
      {tokens ? <WalletSection tokens={tokens} /> : null}
    </div>
  );
}
