/**
 * The paste parser's types: what parseAddressList takes and returns, and the candidate address its token
 * readers pass along.
 */
import type { AddressErrorReason, TonAddress } from '../address.ts';

export interface AddressListAccount {
  /** Uppercase canonical raw form, the address_book key; unique within a list. */
  raw: string;
  address: TonAddress;
  /** The distinct texts that named this account (links contribute the address part), in input order. */
  forms: string[];
  /** 1-based line of the first mention. */
  firstLine: number;
  /** Some mention carried the testnet-only flag or came from a testnet explorer link. */
  testnetOnly: boolean;
  /** The label the list gives this account (the first line that gives one), trimmed. */
  label?: string;
  /** The note beside that label, when the list has a note column or a third field. */
  note?: string;
}

/** A label the list gives that will not be saved: refused by the caller's check, or a conflicting second one. */
export interface AddressListLabelProblem {
  /** 1-based line. */
  line: number;
  /** The label as pasted. */
  label: string;
  message: string;
}

export interface AddressListOptions {
  /** Why a label and note cannot be saved (too long, control characters), or undefined when they can. */
  labelProblem?: (label: string, note: string) => string | undefined;
}

export interface AddressListError {
  /** 1-based line. */
  line: number;
  /** The token as pasted (the whole link for links). */
  token: string;
  reason: AddressErrorReason;
  message: string;
}

export interface AddressListDomain {
  /** 1-based line. */
  line: number;
  /** The domain as pasted. */
  token: string;
}

/** A line that names no account and no domain: its words, none of them an address, were skipped. */
export interface AddressListSkipped {
  /** 1-based line. */
  line: number;
  /** Its tokens as pasted (invisible characters dropped), in order. */
  tokens: string[];
}

export interface AddressList {
  /** In order of first appearance; different forms of one account are folded into one entry. */
  accounts: AddressListAccount[];
  errors: AddressListError[];
  /** TON DNS domains on lines that give no address: not sent, each reported with why. */
  domains: AddressListDomain[];
  /** Address attempts read, valid or not, repeats included; skipped words and numbers do not count. */
  tokenCount: number;
  /** Labels given that will not be saved, each on its line. */
  labelProblems: AddressListLabelProblem[];
  /**
   * The lines whose words were all skipped (no account, no domain on them), so no token vanishes unsaid.
   * On a line that names an account, the other words are that row's (a label, an amount, a name).
   */
  skipped: AddressListSkipped[];
}

/** A token's address part, and whether it came from a testnet explorer link. */
export interface AddressCandidate {
  candidate: string;
  testnet: boolean;
}
