/**
 * The address inside a pasted link: an explorer or wallet URL, with or without its scheme, or a ton:// link.
 */
import { parseAddress } from '../address.ts';
import { isAddressAttempt, isAlnumCode } from './address-attempt.ts';
import type { AddressCandidate } from './types.ts';

function decodePiece(piece: string): string {
  if (!piece.includes('%')) return piece;
  try {
    return decodeURIComponent(piece);
  } catch {
    return piece;
  }
}

/** `tonviewer.com/EQ…` pasted without a scheme: a dotted host name before the first '/'. */
export function isSchemelessLink(token: string): boolean {
  const slash = token.indexOf('/');
  if (slash < 4) return false;
  let dot = false;
  for (let i = 0; i < slash; i++) {
    const code = token.charCodeAt(i);
    if (code === 46) dot = true;
    else if (!isAlnumCode(code) && code !== 45) return false;
  }
  return dot;
}

/**
 * The address inside an explorer, wallet or ton:// link: the first path segment or query value that
 * looks like an address (`/address/EQ…`, `/EQ…`, `?account=EQ…`, `ton://transfer/EQ…?amount=…`).
 */
export function addressInLink(link: string): AddressCandidate | null {
  const schemeEnd = link.indexOf('://');
  const rest = schemeEnd >= 0 ? link.slice(schemeEnd + 3) : link;
  let hostEnd = rest.length;
  for (let i = 0; i < rest.length; i++) {
    const code = rest.charCodeAt(i);
    if (code === 47 || code === 63 || code === 35) {
      hostEnd = i;
      break;
    }
  }
  const host = rest.slice(0, hostEnd).toLowerCase();
  const testnet = host.includes('testnet');
  const after = rest.slice(hostEnd);
  let pathEnd = after.length;
  for (let i = 0; i < after.length; i++) {
    const code = after.charCodeAt(i);
    if (code === 63 || code === 35) {
      pathEnd = i;
      break;
    }
  }
  const path = after.slice(0, pathEnd);

  // Standard base64 contains '/', which splits it across path segments (ton://transfer/EQD+a/b…):
  // try each path tail that is exactly one address long before looking at single segments.
  for (let i = path.indexOf('/'); i >= 0; i = path.indexOf('/', i + 1)) {
    const tail = path.slice(i + 1);
    if (tail.length === 48 && parseAddress(tail).ok) return { candidate: tail, testnet };
  }
  // Wallet deep links (ton://EQ…) put the address where a host would be.
  const query = pathEnd < after.length ? after.slice(pathEnd + 1).split(/[&=?#/]/) : [];
  const pieces = [rest.slice(0, hostEnd), ...path.split('/'), ...query];
  for (const piece of pieces) {
    const candidate = decodePiece(piece);
    if (candidate !== '' && isAddressAttempt(candidate)) return { candidate, testnet };
  }
  return null;
}
