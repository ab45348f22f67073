/**
 * Which view of the block the page shows: the transaction list (the default, no parameter) or the accounts
 * the block touched (`?view=accounts`). A module of its own so the block page reads it without loading the
 * accounts view, which is a chunk fetched when that view is first shown.
 */
export type BlockView = 'transactions' | 'accounts';

export function readBlockView(params: URLSearchParams): BlockView {
  return params.get('view') === 'accounts' ? 'accounts' : 'transactions';
}

/** The search for `view`: the transaction list is the default and has no `view` parameter. */
export function withBlockView(params: URLSearchParams, view: BlockView): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view === 'accounts') next.set('view', 'accounts');
  else next.delete('view');
  return next;
}
