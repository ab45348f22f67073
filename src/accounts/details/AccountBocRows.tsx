import { InfoRow } from '../../components/ui/InfoRow.tsx';
import { CopyButton } from '../../components/ui/clipboard/CopyButton.tsx';
import { driftIn } from '../../api/drift.ts';
import { base64ByteLength, base64ToBytes } from '../../ton/base64.ts';
import { countOf } from '../../ton/count.ts';
import type { AccountRow } from '../account-rows.ts';
import { downloadFile } from '../../components/ui/download-file.ts';
import styles from './AccountDetails.module.css';

interface BocProps {
  label: 'Code' | 'Data';
  boc: string | undefined;
  unreadable: string | undefined;
  /** The hash of the same cell: present when the account has one even if the answer left the BOC out. */
  hash: string | undefined;
  fileName: string;
}

function Boc({ label, boc, hash, fileName, unreadable }: BocProps) {
  if (!boc) {
    return (
      <InfoRow label={label} unreadable={unreadable}>
        {/* A drifted BOC shows only its mark: "none" would read as a fact about the account. */}
        {unreadable === undefined ? (
          <span className="muted">
            {hash
              ? 'not in the answer (the index sent only its hash)'
              : `none (the account has no ${label.toLowerCase()})`}
          </span>
        ) : undefined}
      </InfoRow>
    );
  }
  const bytes = base64ByteLength(boc);
  return (
    <InfoRow label={label}>
      <span className={styles.boc}>
        <span>
          {countOf(bytes, 'byte')} <span className="muted">(BOC)</span>
        </span>
        <CopyButton value={boc} label={`${label.toLowerCase()} BOC as base64`} />
        <button
          type="button"
          className="button"
          onClick={() => {
            const decoded = base64ToBytes(boc);
            if (decoded) downloadFile(decoded, fileName, 'application/octet-stream');
          }}
        >
          Download {label.toLowerCase()} .boc
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
      <InfoRow label="Code and data">
        <span className="muted">not requested (“Include code and data” is off)</span>
      </InfoRow>
    );
  }
  return (
    <>
      <Boc
        label="Code"
        boc={account?.code_boc ?? undefined}
        unreadable={driftIn(account, 'code_boc')}
        hash={account?.code_hash ?? undefined}
        fileName={`${row.bounceable}-code.boc`}
      />
      <Boc
        label="Data"
        boc={account?.data_boc ?? undefined}
        unreadable={driftIn(account, 'data_boc')}
        hash={account?.data_hash ?? undefined}
        fileName={`${row.bounceable}-data.boc`}
      />
    </>
  );
}
