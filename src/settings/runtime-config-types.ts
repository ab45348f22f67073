/**
 * The shapes of the run-time configuration (runtime-config.ts), in a module of their own so that the lazy
 * reader (runtime-config-read.ts) and its loader do not import each other.
 */
import type { checkBaseUrl } from '../api/endpoint.ts';
import type { shownStrangerText } from '../ton/text/text-safety.ts';

/**
 * Settings' own URL check and the stranger-text door, handed to the lazy reader: imported there, each
 * would pull its module out of the chunks it sits in now into one of its own, loaded before the first
 * paint (+0.6 kB gzip, measured).
 */
export interface ReaderTools {
  checkBaseUrl: typeof checkBaseUrl;
  shownStrangerText: typeof shownStrangerText;
}

export interface RuntimeEndpoint {
  /** A stranger's text, cut to 60 characters, invisible characters made visible. */
  label: string;
  /** The part before `/api/v3`, absolute (a path is resolved against this page's origin). */
  baseUrl: string;
  network: 'mainnet' | 'testnet' | 'unknown';
  /** The server adds the API key itself: no key is ever sent to this endpoint's origin. */
  keyHeldByServer: boolean;
}

export interface RuntimeConfig {
  /** 1–8 endpoints; the first is the default for a reader who has not chosen one. */
  endpoints: readonly RuntimeEndpoint[];
  /** The origins of those whose server holds the key: none is ever sent to them. */
  serverKeyOrigins: readonly string[];
}
