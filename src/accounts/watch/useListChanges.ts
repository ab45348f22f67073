import { useEffect, useRef, useState } from 'react';
import { announce } from '../../components/ui/announcer.ts';
import { formatAbsolute } from '../../components/time/time-format.ts';
import { useSettings } from '../../settings/settings-store.ts';
import {
  loadSnapshot,
  saveSnapshot,
  type ListSnapshot,
  type RememberedJetton,
} from '../../workspace/snapshots.ts';
import {
  compareSnapshots,
  countJettonChanges,
  jettonsSettled,
  lookupAccountSnapshots,
  lookupComplete,
  nextSnapshotAccounts,
  rememberedJettons,
  type AccountChange,
  type JettonsByOwner,
} from './account-changes.ts';
import type { AccountLookupSnapshot } from '../lookup/account-lookup.ts';
import { t } from '../../ton/i18n/door.ts';
import { watchMessages as m } from './watch-messages.ts';

export interface ListChanges {
  /** Changed accounts of the latest completed lookup, by raw address. */
  changes: ReadonlyMap<string, AccountChange>;
  /** Epoch ms of the lookup compared with; undefined on a list's first lookup. */
  since: number | undefined;
  /** A completed lookup of this list has been compared (or kept as its first). */
  compared: boolean;
  /**
   * The jettons the compared snapshots named, by master (symbol, decimals): a jetton gone since is still
   * named, and its delta written with its decimals (jettonDeltaText).
   */
  jettons: Readonly<Record<string, RememberedJetton>>;
}

const NO_CHANGES: ReadonlyMap<string, AccountChange> = new Map();
const NOTHING: ListChanges = { changes: NO_CHANGES, since: undefined, compared: false, jettons: {} };

/** Epoch ms of a lookup's newest answer. */
function answeredAt(lookup: AccountLookupSnapshot): number {
  return Math.max(0, ...lookup.chunks.map((chunk) => chunk.answeredAt ?? 0));
}

/**
 * "3 accounts changed since 2026-11-24 10:00:00 UTC"; with jetton balances that moved among the changes,
 * "…, 4 jetton balances among them".
 */
export function changesSentence(
  count: number,
  since: number,
  timeZone: 'utc' | 'local',
  jettonBalances = 0,
): string {
  const time = formatAbsolute(new Date(since), timeZone);
  return jettonBalances > 0
    ? t(m.accountsChangedJettons, { count, time, jettons: t(m.jettonBalances, { count: jettonBalances }) })
    : t(m.accountsChanged, { count, time });
}

/** The token lookup as the changes read it: the owners' jettons, and whether any token query still runs. */
export interface ListChangesTokens {
  /** TokenLookup['byOwner'] (src/api/tokens/owner-tokens.ts). */
  byOwner: JettonsByOwner;
  /** A token query is fetching (a refresh under way): the comparison waits for its answer. */
  fetching: boolean;
}

/**
 * What changed since a saved list was last looked at. Its snapshot (the last completed lookup) is read
 * when the list is opened; each lookup that completes (every chunk answered: a cancelled or failed one
 * keeps the baseline) is compared with it, announced once, and becomes the new snapshot. `onChanges`
 * hears of each batch (the watch's notification).
 *
 * With `tokens`, the owners' jetton balances are compared too: the lookup counts as complete once the
 * token queries have settled as well (none loading or fetching), and an owner whose jettons are not
 * answered this time keeps its jettons baseline.
 */
export function useListChanges(
  listId: string | undefined,
  lookup: AccountLookupSnapshot | undefined,
  onChanges?: (count: number, sentence: string) => void,
  tokens?: ListChangesTokens,
): ListChanges {
  const { timeZone } = useSettings();
  const [state, setState] = useState<{
    listId: string;
    stored: ListSnapshot | undefined;
    shown: ListChanges;
  }>();
  const handled = useRef<string | undefined>(undefined);
  const onChangesRef = useRef(onChanges);
  const currentList = useRef(listId);
  useEffect(() => {
    onChangesRef.current = onChanges;
    currentList.current = listId;
  }, [onChanges, listId]);

  useEffect(() => {
    if (listId === undefined) return;
    let live = true;
    void loadSnapshot(listId).then((stored) => {
      if (live) setState({ listId, stored, shown: NOTHING });
    });
    return () => {
      live = false;
    };
  }, [listId]);

  const ready = state !== undefined && state.listId === listId;
  const byOwner = tokens?.byOwner;
  const complete =
    lookup !== undefined &&
    lookupComplete(lookup) &&
    tokens?.fetching !== true &&
    jettonsSettled(lookup, byOwner);
  const at = lookup ? answeredAt(lookup) : 0;
  useEffect(() => {
    if (!ready || !complete || listId === undefined || !lookup) return;
    const key = `${listId} ${at}`;
    if (handled.current === key) return;
    handled.current = key;
    const before = state.stored;
    // The answer the snapshot was taken from (shown again from the cache): nothing new to compare.
    if (before && at <= before.takenAt) return;
    const after = lookupAccountSnapshots(lookup, byOwner);
    const changes = before ? compareSnapshots(before.accounts, after, before.takenAt) : NO_CHANGES;
    const accounts = nextSnapshotAccounts(before?.accounts, after);
    const jettons = rememberedJettons(before?.jettons, byOwner, accounts);
    const next: ListSnapshot = { listId, takenAt: at, accounts, jettons };
    // Kept in memory whether or not storage takes it (a failure is reported by the store). Not dropped
    // when the effect re-runs meanwhile (a new render of the same answer): only when the list changed.
    void saveSnapshot(next).then(() => {
      if (currentList.current !== listId) return;
      setState({
        listId,
        stored: next,
        // Both sides' jettons: one gone since is named from before.
        shown: {
          changes,
          since: before?.takenAt,
          compared: true,
          jettons: { ...before?.jettons, ...jettons },
        },
      });
      if (before && changes.size > 0) {
        const sentence = changesSentence(changes.size, before.takenAt, timeZone, countJettonChanges(changes));
        announce(sentence, 5000);
        onChangesRef.current?.(changes.size, sentence);
      }
    });
  }, [ready, complete, at, listId, lookup, state, timeZone, byOwner]);

  return ready ? state.shown : NOTHING;
}
