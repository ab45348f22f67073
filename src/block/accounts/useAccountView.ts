import { useMemo } from 'react';
import type { SetURLSearchParams } from 'react-router';
import {
  readAccountView,
  withAccountViewChange,
  withoutAccountFilters,
  type AccountViewChange,
  type AccountViewState,
} from './block-accounts.ts';

export interface AccountViewControls {
  state: AccountViewState;
  /** `replace` for typing, so each keystroke does not become a history entry. */
  change: (change: AccountViewChange, options?: { replace?: boolean }) => void;
  clear: () => void;
}

/** The accounts view's sort and filters, which live in the URL: read from its search, changed by changing it. */
export function useAccountView(
  searchParams: URLSearchParams,
  setSearchParams: SetURLSearchParams,
): AccountViewControls {
  const state = useMemo(() => readAccountView(searchParams), [searchParams]);
  const change = (next: AccountViewChange, options: { replace?: boolean } = {}) =>
    setSearchParams((params) => withAccountViewChange(params, next), {
      replace: options.replace ?? false,
      preventScrollReset: true,
    });
  const clear = () =>
    setSearchParams((params) => withoutAccountFilters(params), { preventScrollReset: true });
  return { state, change, clear };
}
