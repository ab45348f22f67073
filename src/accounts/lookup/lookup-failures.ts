import { failureReason } from '../account-rows.ts';

export interface FailureGroup {
  reason: string;
  /** The first chunk's error: the group's chunks failed for the same reason. */
  error: unknown;
  chunkIndices: number[];
  accounts: number;
}

/** Failed chunks grouped by what went wrong, so ten identical 503s make one message and one button. */
export function groupFailures(
  chunks: ReadonlyArray<{ status: string; error?: unknown; rawAddresses: readonly string[] }>,
) {
  const groups = new Map<string, FailureGroup>();
  chunks.forEach((chunk, index) => {
    if (chunk.status !== 'failed') return;
    const reason = failureReason(chunk.error);
    const group = groups.get(reason) ?? { reason, error: chunk.error, chunkIndices: [], accounts: 0 };
    group.chunkIndices.push(index);
    group.accounts += chunk.rawAddresses.length;
    groups.set(reason, group);
  });
  return [...groups.values()];
}
