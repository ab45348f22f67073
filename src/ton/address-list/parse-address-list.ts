/**
 * The paste box parser: turns whatever people paste (spreadsheet columns, CSV exports, chat messages,
 * explorer and ton:// links) into a list of distinct accounts plus the tokens that tried to be an
 * address and failed. Words, numbers, headers and hashes are not address attempts: beside an account on
 * its line they are that row's other cells (a whole CSV export pastes without a wall of errors); a line
 * with no account and no domain is listed as skipped, with its words. A TON DNS domain (`name.ton`)
 * is not skipped silently: it is listed, with why it cannot be looked up, unless its line also gives an
 * address (a row of an export: the address is looked up, the domain beside it is just its name).
 *
 * Labels come with the list in two shapes, and only in these (see `readLabels` in labels.ts for the exact
 * rule):
 * - a table whose first line is a header with a `label` column (and maybe `note`): `address,label,note`,
 *   tonlens's own export (`raw_address,…,label,note,…`); each row's label is the cell in that column;
 * - without such a header, a line that is exactly `address<TAB , or ;>label[<same>note]`.
 * Anything else (a chat message, an `address,amount` list, a domain beside an address) gives no label.
 *
 * One pass over the characters with a lookup table, no backtracking regexes, slices instead of
 * per-character concatenation: a thousand addresses must parse in a few milliseconds. Labels take a
 * second look only at the lines that start with an address (and at a header).
 */
import { parseAddress, toRawAddress } from '../address.ts';
import { addressCandidate } from './address-candidate.ts';
import { DOMAIN } from './domains.ts';
import { readLabels, type LineAccount, type ListLines } from './labels.ts';
import { forEachToken, trimTrailingPunctuation } from './tokenize.ts';
import type {
  AddressList,
  AddressListAccount,
  AddressListDomain,
  AddressListError,
  AddressListOptions,
  AddressListSkipped,
} from './types.ts';

/** The words of the lines that name neither an account nor a domain, by line. */
function skippedLines(
  words: ReadonlyArray<{ line: number; token: string }>,
  named: (line: number) => boolean,
): AddressListSkipped[] {
  const skipped: AddressListSkipped[] = [];
  for (const { line, token } of words) {
    if (named(line)) continue;
    const last = skipped.at(-1);
    if (last?.line === line) last.tokens.push(token);
    else skipped.push({ line, tokens: [token] });
  }
  return skipped;
}

export function parseAddressList(text: string, options: AddressListOptions = {}): AddressList {
  const accounts: AddressListAccount[] = [];
  const byRaw = new Map<string, AddressListAccount>();
  const errors: AddressListError[] = [];
  const domainsFound: AddressListDomain[] = [];
  const words: Array<{ line: number; token: string }> = [];
  const linesWithAddress = new Set<number>();
  const lineStarts = [0];
  const lineAccounts: LineAccount[] = [];
  let firstTokenLine = 0;
  let tokenLine = 0;
  let tokenCount = 0;

  forEachToken(
    text,
    (pasted, line, start, end) => {
      const firstToken = line !== tokenLine;
      tokenLine = line;
      if (firstTokenLine === 0) firstTokenLine = line;
      const token = trimTrailingPunctuation(pasted);
      if (token === '') return;
      const found = addressCandidate(token);
      if (found === null) {
        if (DOMAIN.test(token)) domainsFound.push({ line, token });
        else words.push({ line, token });
        return;
      }

      tokenCount++;
      linesWithAddress.add(line);
      const { candidate } = found;
      const parsed = parseAddress(candidate);
      if (!parsed.ok) {
        errors.push({ line, token, reason: parsed.reason, message: parsed.message });
        return;
      }
      const raw = toRawAddress(parsed.address);
      const testnetOnly = parsed.testnetOnly === true || found.testnet;
      let account = byRaw.get(raw);
      if (account) {
        if (!account.forms.includes(candidate)) account.forms.push(candidate);
        if (testnetOnly) account.testnetOnly = true;
      } else {
        account = { raw, address: parsed.address, forms: [candidate], firstLine: line, testnetOnly };
        byRaw.set(raw, account);
        accounts.push(account);
      }
      if (lineAccounts.at(-1)?.line !== line) {
        lineAccounts.push({ line, account, firstToken, token: pasted, start, end });
      }
    },
    lineStarts,
  );

  const domains = domainsFound.filter((domain) => !linesWithAddress.has(domain.line));
  const lines: ListLines = { text, starts: lineStarts, firstTokenLine, linesWithAddress };
  const labelProblems = readLabels(lines, lineAccounts, options);
  const domainLines = new Set(domainsFound.map((domain) => domain.line));
  const skipped = skippedLines(words, (line) => linesWithAddress.has(line) || domainLines.has(line));
  return { accounts, errors, domains, tokenCount, labelProblems, skipped };
}
