import { InfoRow } from '../../components/ui/InfoRow.tsx';
import { CopyButton } from '../../components/ui/clipboard/CopyButton.tsx';
import { driftIn } from '../../api/drift.ts';
import { base64ByteLength, base64ToBytes } from '../../ton/base64.ts';
import { t } from '../../ton/i18n/door.ts';
import type { AccountRow } from '../account-rows.ts';
import { downloadFile } from '../../components/ui/download-file.ts';
import { fieldsMessages as m } from './details-messages.ts';
import styles from './AccountDetails.module.css';

/** The format's name, said in no language. */
const BOC_NAME = '(BOC)';

interface BocProps {
  kind: 'code' | 'data';
  boc: string | undefined;
  unreadable: string | undefined;
  /** The hash of the same cell: present when the account has one even if the answer left the BOC out. */
  hash: string | undefined;
  fileName: string;
}

function Boc({ kind, boc, hash, fileName, unreadable }: BocProps) {
  const label = t(kind === 'code' ? m.code : m.data);
  if (!boc) {
    return (
      <InfoRow label={label} unreadable={unreadable}>
        {/* A drifted BOC shows only its mark: "none" would read as a fact about the account. */}
        {unreadable === undefined ? (
          <span className="muted">{hash ? t(m.onlyHash) : t(kind === 'code' ? m.noCode : m.noData)}</span>
        ) : undefined}
      </InfoRow>
    );
  }
  const bytes = base64ByteLength(boc);
  return (
    <InfoRow label={label}>
      <span className={styles.boc}>
        <span>
          {t(m.bytes, { count: bytes })} <span className="muted">{BOC_NAME}</span>
        </span>
        <CopyButton value={boc} label={t(kind === 'code' ? m.copyCodeBoc : m.copyDataBoc)} />
        <button
          type="button"
          className="button"
          onClick={() => {
            const decoded = base64ToBytes(boc);
            if (decoded) downloadFile(decoded, fileName, 'application/octet-stream');
          }}
        >
          {t(kind === 'code' ? m.downloadCode : m.downloadData)}
        </button>
      </span>
    </InfoRow>
  );
}

/** The account's code and data cells: size, copy and download each, or why they are not here. */
export function AccountBocRows({ row, includeBoc }: { row: AccountRow; includeBoc: boolean }) {
  const account = row.account;
  if (!includeBoc) {
    return (
      <InfoRow label={t(m.codeAndData)}>
        <span className="muted">{t(m.notRequested)}</span>
      </InfoRow>
    );
  }
  return (
    <>
      <Boc
        kind="code"
        boc={account?.code_boc ?? undefined}
        unreadable={driftIn(account, 'code_boc')}
        hash={account?.code_hash ?? undefined}
        fileName={`${row.bounceable}-code.boc`}
      />
      <Boc
        kind="data"
        boc={account?.data_boc ?? undefined}
        unreadable={driftIn(account, 'data_boc')}
        hash={account?.data_hash ?? undefined}
        fileName={`${row.bounceable}-data.boc`}
      />
    </>
  );
}
