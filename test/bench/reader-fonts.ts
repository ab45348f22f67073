// Whether this machine has fonts for the text a reader's device draws with its own fonts: emoji and
// Japanese appear in the recorded comments the big block copies. Where no installed font covers a
// character, Chromium asks the browser process for a fallback font synchronously at every layout of
// that text, and does not keep the empty answer: without them here, 1,912 such requests in one scroll
// of the big block, 4–45 ms of each slow frame's layout (docs/decisions/2026-11-26-no-long-tasks.md,
// the tenth stop). Phones and desktops ship these fonts; a bench without them measures a machine no
// reader has.
import { execFileSync } from 'node:child_process';

/** A character of each kind, as fontconfig's charset query takes it (hex code point). */
const PROBES = { emoji: '1f382', Japanese: '304a' } as const;

function covered(codePoint: string): boolean | undefined {
  try {
    return execFileSync('fc-list', [`:charset=${codePoint}`, 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return undefined;
  }
}

/** Which kinds have no font here ("unknown" when fontconfig cannot be asked). */
export function missingReaderFonts(): string[] | 'unknown' {
  const missing: string[] = [];
  for (const [kind, codePoint] of Object.entries(PROBES)) {
    const has = covered(codePoint);
    if (has === undefined) return 'unknown';
    if (!has) missing.push(kind);
  }
  return missing;
}
