// The sample API's two profiles. Behaviour follows the live index (toncenter/ton-indexer, ton-index-go:
// main.go handlers, crud queries, models converters) where the product spec is silent, and the spec where
// the two disagree in the `spec` profile:
// - profile `spec`: masterchainBlockShardState answers `{transactions, address_book}` (spec §2.1); the
//   accountStates address book covers every requested address (spec §4.2: "the list is used to get the
//   address book"); more than 1024 unique addresses is an error (spec §8).
// - profile `live`: masterchainBlockShardState answers `{blocks}`; accountStates looks at no more than
//   1000 addresses and its address book and metadata cover only the accounts found (the index builds
//   them from the rows it returns); 1 request per second per client, else 429 as toncenter's gateway.

export type SampleApiProfile = 'spec' | 'live';
