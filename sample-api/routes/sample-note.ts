// The sample's own member in token answers: `sample_note` names the requested owners whose holdings (or
// state) the sample cannot know, so a client shows "no data in the sample" for them rather than "holds
// nothing". No real server sends it; docs/sample-api.md gives its shape.
import type { JsonObject } from '../json.ts';

export const NO_TOKEN_DATA_TEXT =
  'The sample API holds only the recorded mainnet answers and the emulated chain: it has no data on what these owners hold, which is not the same as holding nothing.';

export const NO_STATE_TEXT =
  'The sample API holds only the recorded mainnet answers and the emulated chain: it has no state for these addresses.';

/** `body` with `sample_note` first when some owners are without data; `body` unchanged otherwise. */
export function withSampleNote(
  body: JsonObject,
  ownersWithoutData: readonly string[],
  text: string,
): JsonObject {
  if (ownersWithoutData.length === 0) return body;
  return { sample_note: { text, owners_without_data: [...ownersWithoutData] }, ...body };
}

export const NO_NFT_DATA_TEXT =
  'The sample API holds only the NFT items whose state it has (emulated items its chain touched, recorded items a recorded transfer names the owner of): it has no data on what these owners hold, which is not the same as holding nothing.';
