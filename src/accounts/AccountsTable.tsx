import type { AccountStatesResult } from '../api/account-states.ts';
import { Address } from '../components/ton/Address.tsx';
import { Amount } from '../components/ton/Amount.tsx';
import { Hash } from '../components/ton/Hash.tsx';
import { describeAccountStatus } from '../ton/exit-codes.ts';
import styles from './AccountsTable.module.css';

interface AccountsTableProps {
  /** In the order the user gave them. */
  rawAddresses: string[];
  result: AccountStatesResult;
  includeBoc: boolean;
}

export function AccountsTable({ rawAddresses, result, includeBoc }: AccountsTableProps) {
  const failedBy = new Map<string, unknown>();
  for (const failure of result.failed)
    for (const raw of failure.rawAddresses) failedBy.set(raw, failure.error);
  let total = 0n;
  for (const account of result.accounts.values()) total += account.balance ?? 0n;

  return (
    <section aria-labelledby="results-heading">
      <h2 id="results-heading">
        {result.accounts.size} found, {result.notFound.length} not found
        {result.failed.length > 0 ? `, ${failedBy.size} failed` : ''}
      </h2>
      <div className={styles.wrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Account</th>
              <th scope="col">Status</th>
              <th scope="col" className={styles.num}>
                Balance
              </th>
              <th scope="col">Last transaction</th>
              {includeBoc ? <th scope="col">Code</th> : null}
            </tr>
          </thead>
          <tbody>
            {rawAddresses.map((raw) => {
              const account = result.accounts.get(raw);
              const failure = failedBy.get(raw);
              return (
                <tr key={raw}>
                  <td>
                    <Address raw={raw} entry={result.addressBook[raw]} link={false} />
                  </td>
                  <td>
                    {account
                      ? account.status
                        ? describeAccountStatus(account.status).title
                        : '—'
                      : failure
                        ? `Failed: ${failure instanceof Error ? failure.message : 'request failed'}`
                        : 'Not found'}
                  </td>
                  <td className={styles.num}>{account ? <Amount nanotons={account.balance} /> : '—'}</td>
                  <td>
                    {account?.last_transaction_lt !== undefined ? (
                      <>
                        lt {account.last_transaction_lt.toString()}{' '}
                        <Hash value={account.last_transaction_hash} label="last transaction hash" />
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                  {includeBoc ? (
                    <td>
                      {account?.code_boc ? `${Math.ceil((account.code_boc.length * 3) / 4)} bytes` : '—'}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                Total of {result.accounts.size} found
              </th>
              <td className={styles.num}>
                <Amount nanotons={total} />
              </td>
              <td colSpan={includeBoc ? 2 : 1} />
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
