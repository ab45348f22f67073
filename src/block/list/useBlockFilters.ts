import { useCallback, useMemo } from 'react';
import type { SetURLSearchParams } from 'react-router';
import {
  readBlockFilters,
  withFilterChange,
  withoutFilters,
  type BlockFilters,
  type FilterChange,
} from '../model/block-filters.ts';

export interface BlockFiltersState {
  filters: BlockFilters;
  /** `replace` for typing, so each keystroke does not become a history entry. */
  changeFilters: (change: FilterChange, options?: { replace?: boolean }) => void;
  clearFilters: () => void;
}

/** The list's filters, which live in the URL: read from its search, changed by changing it. */
export function useBlockFilters(
  searchParams: URLSearchParams,
  setSearchParams: SetURLSearchParams,
): BlockFiltersState {
  const filters = useMemo(() => readBlockFilters(searchParams), [searchParams]);
  // Stable while the URL is: the picture and the filters are memoized on them.
  const changeFilters = useCallback(
    (change: FilterChange, options: { replace?: boolean } = {}) =>
      setSearchParams((params) => withFilterChange(params, change), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      }),
    [setSearchParams],
  );
  const clearFilters = useCallback(
    () => setSearchParams((params) => withoutFilters(params), { preventScrollReset: true }),
    [setSearchParams],
  );
  return { filters, changeFilters, clearFilters };
}
