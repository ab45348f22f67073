import type { AddressListAccount } from '../../ton/address-list/types.ts';
import { t } from '../../ton/i18n/door.ts';
import { pasteMessages as m } from './paste-messages.ts';
import { setEndpointOverride, updateSettings } from '../../settings/settings-store.ts';
import notes from '../notes.module.css';

/**
 * Accounts pasted in a testnet-only form while the endpoint serves mainnet: looked up anyway, with the
 * lines that gave them and a switch to testnet.
 */
export function TestnetFormWarning({ accounts }: { accounts: readonly AddressListAccount[] }) {
  const lines =
    accounts
      .slice(0, 10)
      .map((account) => account.firstLine)
      .join(', ') + (accounts.length > 10 ? ', …' : '');
  return (
    <div className={notes.warning} role="status">
      <span aria-hidden="true">⚠ </span>
      {t(m.testnetForms, { count: accounts.length, lines })}{' '}
      <button
        type="button"
        className="button"
        onClick={() => {
          // An explicit choice: store it, and drop any network a link had chosen for this page.
          updateSettings((current) => ({ ...current, preset: 'testnet' }));
          setEndpointOverride(undefined);
        }}
      >
        {t(m.switchToTestnet)}
      </button>
    </div>
  );
}
