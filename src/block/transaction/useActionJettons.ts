import { useMemo } from 'react';
import type { TraceState } from '../../api/actions/action-answers.ts';
import { jettonsOfMetadata } from '../../api/actions/server-actions-edge.ts';
import { useJettonDirectory } from '../../api/actions/useJettonDirectory.ts';
import type { MasterchainBlock } from '../../api/block/masterchain-block.ts';
import type { Action, JettonDirectory } from '../../ton/actions/action-model.ts';

/** Every jetton master the actions name, in their sentences or their flows. */
function mastersOf(actions: readonly Action[]): string[] {
  const masters = new Set<string>();
  for (const action of actions) {
    for (const part of action.sentence) if (part.kind === 'jetton' && part.master) masters.add(part.master);
    for (const flow of action.flows)
      if (flow.asset.kind === 'jetton' && flow.asset.master) masters.add(flow.asset.master);
  }
  return [...masters].sort();
}

/**
 * What the page knows of the jettons the actions name: the block page's directory, the trace answer's,
 * the block answer's metadata, and for masters none of them describes, /api/v3/metadata.
 */
export function useActionJettons(
  block: MasterchainBlock,
  given: JettonDirectory | undefined,
  trace: TraceState,
  actions: readonly Action[],
): JettonDirectory {
  const traceJettons = trace.status === 'ready' ? trace.trace?.jettons : undefined;
  const known = useMemo(() => {
    const directory = jettonsOfMetadata(block.metadata);
    for (const source of [traceJettons, given]) {
      if (source) for (const [master, info] of source) directory.set(master, info);
    }
    return directory;
  }, [block.metadata, traceJettons, given]);
  const masters = useMemo(() => mastersOf(actions), [actions]);
  return useJettonDirectory(masters, known);
}
