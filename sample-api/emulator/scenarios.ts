// The stories the emulated chain tells. Each scenario is a named function that schedules what its actors
// do in which block; the chain (chain.ts) then delivers every resulting message one block later, so a
// scenario's transactions spread over the following blocks as they do on the real chain.
//
// Before the window that goes into the dataset, a prelude funds and deploys everyone (the faucet is
// the only account that exists from the start); the prelude's transactions are not in the dataset,
// which is why the window's accounts have previous transactions the sample does not hold.
import type { Address } from '@ton/core';
import type { EmulatedChain } from './chain.ts';
import type { ContractCodes } from './contracts.ts';
import {
  comment,
  heartbeat,
  jettonMintBody,
  jettonMinter,
  jettonTransferBody,
  jettonWalletOf,
  nftCollection,
  nftDeployBody,
  nftItemOf,
  nftTransferBody,
  probe,
  probeCall,
  PROBE_OPS,
  Prng,
  SampleWallet,
  ton,
  transfer,
  type Deployable,
} from './world.ts';

/** Extra currency id the faucet holds from genesis and the EC scenario moves (any id works). */
export const EXTRA_CURRENCY_ID = 100;

export interface World {
  chain: EmulatedChain;
  codes: ContractCodes;
  rng: Prng;
  faucet: SampleWallet;
  wallets: Record<string, SampleWallet>;
  /** Wallets that chat in the background. */
  chatters: SampleWallet[];
  minter: Deployable;
  collection: Deployable;
  probe: Deployable;
  heartbeat: Deployable;
  /** Addresses nobody ever deployed: targets of the bounce and uninit scenarios. */
  ghost: Address;
  dormant: Address;
}

type Action = (world: World, now: number) => void;

export interface Schedule {
  prelude: Map<number, Action[]>;
  window: Map<number, Action[]>;
}

function at(map: Map<number, Action[]>, block: number, action: Action): void {
  map.set(block, [...(map.get(block) ?? []), action]);
}

function wallet(world: World, name: string): SampleWallet {
  const found = world.wallets[name];
  if (!found) throw new Error(`no wallet ${name}`);
  return found;
}

export const V4_WALLETS = [
  'alice',
  'bob',
  'carol',
  'dave',
  'erin',
  'frank',
  'grace',
  'heidi',
  'ivan',
  'judy',
];
export const V5_WALLETS = ['oscar', 'peggy', 'trent', 'victor'];
export const ROLE_WALLETS: Record<string, 'v4' | 'v5'> = {
  issuer: 'v4',
  curator: 'v4',
  payroll: 'v5',
  newcomer: 'v4',
};

/** Blocks of the window with background transfers; the run goes on until every message is delivered. */
export const WINDOW_BLOCKS = 22;

export interface ScenarioInfo {
  name: string;
  description: string;
}

export const SCENARIOS: ScenarioInfo[] = [];

function scenario(name: string, description: string): string {
  SCENARIOS.push({ name, description });
  return name;
}

const PRELUDE = 'prelude';

// ---- prelude: funding and deployments (not in the dataset) ----

/**
 * Genesis to a working economy: the faucet (a v5r1 wallet that exists from genesis) pays every actor,
 * deploys the heartbeat on the masterchain and gives oscar some extra currency; then every wallet deploys
 * itself, the issuer deploys the jetton and mints it, the curator deploys the NFT collection and items.
 */
function prelude(schedule: Schedule): void {
  at(schedule.prelude, 0, (world, now) => {
    const payees = [
      ...world.chatters,
      ...['issuer', 'curator', 'payroll'].map((name) => wallet(world, name)),
    ];
    const messages = payees.map((payee) => transfer(payee.address, ton('250')));
    messages.push(
      transfer(world.heartbeat.address, ton('100'), { init: world.heartbeat.init, bounce: false }),
      transfer(wallet(world, 'oscar').address, ton('1'), {
        extracurrency: { [EXTRA_CURRENCY_ID]: 50_000_000_000n },
      }),
    );
    world.faucet.send(world.chain, PRELUDE, now, messages);
  });
  at(schedule.prelude, 2, (world, now) => {
    for (const name of [...world.chatters.map((w) => w.name), 'issuer', 'curator', 'payroll']) {
      // Seqno 0 carries the StateInit: the wallet deploys itself while saying hello to the faucet.
      wallet(world, name).send(world.chain, PRELUDE, now, [
        transfer(world.faucet.address, ton('0.01'), { body: comment('hello') }),
      ]);
    }
  });
  at(schedule.prelude, 3, (world, now) => {
    wallet(world, 'issuer').send(world.chain, PRELUDE, now, [
      transfer(world.minter.address, ton('1'), { init: world.minter.init, bounce: false }),
    ]);
    wallet(world, 'curator').send(world.chain, PRELUDE, now, [
      transfer(world.collection.address, ton('1'), { init: world.collection.init, bounce: false }),
    ]);
  });
  at(schedule.prelude, 5, (world, now) => {
    const issuer = wallet(world, 'issuer');
    const holders: [string, bigint][] = [
      ['alice', 5_000n],
      ['bob', 1_200n],
      ['carol', 300n],
      ['oscar', 2_500n],
    ];
    issuer.send(
      world.chain,
      PRELUDE,
      now,
      holders.map(([name, amount]) =>
        transfer(world.minter.address, ton('0.1'), {
          bounce: true,
          body: jettonMintBody({
            queryId: world.rng.queryId(),
            to: wallet(world, name).address,
            tonAmount: ton('0.05'),
            amount: amount * 1_000_000_000n,
            responseAddress: issuer.address,
          }),
        }),
      ),
    );
    const curator = wallet(world, 'curator');
    curator.send(
      world.chain,
      PRELUDE,
      now,
      ['alice', 'dave', 'peggy'].map((name, index) =>
        transfer(world.collection.address, ton('0.2'), {
          bounce: true,
          body: nftDeployBody({
            queryId: world.rng.queryId(),
            index,
            amount: ton('0.1'),
            owner: wallet(world, name).address,
          }),
        }),
      ),
    );
  });
}

// ---- the window ----

const TRANSFERS = scenario(
  'wallet transfers with comments',
  'v4r2 and v5r1 wallets send TON to each other with text comments (external message to the wallet, then the internal transfer)',
);

const COMMENTS = [
  'Lunch 🍜',
  'Rent for March',
  'Thanks!',
  'Coffee ☕',
  'Book club dues',
  'Happy birthday 🎂',
  'Invoice #2291',
  'Split the taxi',
  'Для Оли',
  'お疲れさま',
  'Refund',
  'Tickets for Saturday',
  'gift\u200b card',
  'order \u202egnp.exe',
];

const AMOUNTS = ['0.05', '0.1', '0.25', '0.5', '1', '1.5', '2', '3.2'];

/** Background traffic: in every block some wallets pay others, with a comment most of the time. */
function walletTransfers(schedule: Schedule): void {
  for (let block = 0; block < WINDOW_BLOCKS; block++) {
    const busy = block % 7 === 3;
    at(schedule.window, block, (world, now) => {
      const count = busy ? 14 : 5 + world.rng.int(6);
      const senders = [...world.chatters];
      for (let i = 0; i < count && senders.length > 0; i++) {
        const sender = senders.splice(world.rng.int(senders.length), 1)[0] as SampleWallet;
        const recipients = world.chatters.filter((other) => other !== sender);
        const messageCount = sender.version === 'v5' ? 1 + world.rng.int(3) : 1;
        const messages = Array.from({ length: messageCount }, () => {
          const recipient = world.rng.pick(recipients);
          const text = world.rng.next() < 0.85 ? world.rng.pick(COMMENTS) : null;
          return transfer(recipient.address, ton(world.rng.pick(AMOUNTS)), {
            bounce: world.rng.next() < 0.3,
            body: text === null ? undefined : comment(text),
          });
        });
        sender.send(world.chain, TRANSFERS, now, messages);
      }
    });
  }
}

const PAYROLL = scenario(
  'payroll batch',
  'a v5r1 wallet pays everyone in one external message with many actions, so the next block has dozens of incoming transfers',
);

function payrollBatches(schedule: Schedule): void {
  for (const [block, month] of [
    [6, 'May'],
    [15, 'June'],
    [20, 'July'],
  ] as const) {
    at(schedule.window, block, (world, now) => {
      const payroll = wallet(world, 'payroll');
      const payees = [...world.chatters, wallet(world, 'issuer'), wallet(world, 'curator')];
      const messages = payees.map((payee, index) =>
        transfer(payee.address, ton(String(1 + (index % 4))), { body: comment(`Salary ${month}`) }),
      );
      payroll.send(world.chain, PAYROLL, now, messages);
    });
  }
}

const BOUNCE = scenario(
  'bounce from a nonexistent account',
  'a bounceable transfer to an address that was never deployed: compute phase skipped (no_state), bounce phase ok, the bounced message goes back to the sender',
);

function bounceFromNonexistent(schedule: Schedule): void {
  at(schedule.window, 1, (world, now) => {
    wallet(world, 'bob').send(world.chain, BOUNCE, now, [
      transfer(world.ghost, ton('1'), { bounce: true, body: comment('Are you there?') }),
    ]);
  });
}

const UNINIT = scenario(
  'transfer that leaves an account uninit',
  'a non-bounceable transfer to an address that was never deployed: the account now exists, uninit, with the TON on it',
);

function nonBounceableToUninit(schedule: Schedule): void {
  at(schedule.window, 2, (world, now) => {
    wallet(world, 'carol').send(world.chain, UNINIT, now, [
      transfer(world.dormant, ton('0.5'), { bounce: false, body: comment('Welcome gift') }),
    ]);
  });
}

const DEPLOY = scenario(
  'wallet deploy',
  'a new wallet is funded (nonexist -> uninit), then deploys itself with its first external message (uninit -> active, account activated)',
);

function deployWallet(schedule: Schedule): void {
  at(schedule.window, 3, (world, now) => {
    wallet(world, 'alice').send(world.chain, DEPLOY, now, [
      transfer(wallet(world, 'newcomer').address, ton('2'), { bounce: false, body: comment('Welcome!') }),
    ]);
  });
  at(schedule.window, 6, (world, now) => {
    wallet(world, 'newcomer').send(world.chain, DEPLOY, now, [
      transfer(wallet(world, 'alice').address, ton('0.1'), { body: comment('My first transfer') }),
    ]);
  });
}

const PROBE_DEPLOY = scenario(
  'contract deploy',
  'a wallet deploys the probe contract with a StateInit in an internal message (nonexist -> active)',
);

function deployProbe(schedule: Schedule): void {
  at(schedule.window, 4, (world, now) => {
    wallet(world, 'dave').send(world.chain, PROBE_DEPLOY, now, [
      transfer(world.probe.address, ton('1'), {
        bounce: false,
        init: world.probe.init,
        body: probeCall(PROBE_OPS.touch, world.rng.queryId()),
      }),
    ]);
  });
}

const EXIT_CODE = scenario(
  'custom exit code',
  'the probe throws its own exit code 777: compute phase failed, the message bounces back',
);

function probeCustomExitCode(schedule: Schedule): void {
  at(schedule.window, 7, (world, now) => {
    wallet(world, 'erin').send(world.chain, EXIT_CODE, now, [
      transfer(world.probe.address, ton('0.2'), {
        bounce: true,
        body: probeCall(PROBE_OPS.fail, world.rng.queryId()),
      }),
    ]);
  });
}

const OUT_OF_GAS = scenario(
  'out of gas',
  'the probe loops until its gas runs out (exit code -14); the gas took the whole value, so the bounce has no funds',
);

function probeOutOfGas(schedule: Schedule): void {
  at(schedule.window, 9, (world, now) => {
    wallet(world, 'frank').send(world.chain, OUT_OF_GAS, now, [
      transfer(world.probe.address, ton('0.05'), {
        bounce: true,
        body: probeCall(PROBE_OPS.spin, world.rng.queryId()),
      }),
    ]);
  });
}

const ACTION_FAILURE = scenario(
  'action phase failure',
  'the probe asks to send more TON than it holds: compute succeeds, the action phase fails with result code 37 (not enough TON)',
);

function probeActionFailure(schedule: Schedule): void {
  at(schedule.window, 11, (world, now) => {
    wallet(world, 'grace').send(world.chain, ACTION_FAILURE, now, [
      transfer(world.probe.address, ton('0.3'), {
        bounce: true,
        body: probeCall(PROBE_OPS.overspend, world.rng.queryId()),
      }),
    ]);
  });
}

const JETTON = scenario(
  'jetton transfer',
  'TEP-74 chain: the owner asks their jetton wallet to transfer, it sends internal_transfer to the receiver jetton wallet (deploying it when new), which notifies the new owner and returns the excess',
);

function jettonTransfers(schedule: Schedule): void {
  const send = (block: number, from: string, to: string, amount: bigint, forward: string | null): void => {
    at(schedule.window, block, (world, now) => {
      const owner = wallet(world, from);
      const ownWallet = jettonWalletOf(world.codes, world.minter.address, owner.address);
      owner.send(world.chain, JETTON, now, [
        transfer(ownWallet.address, ton('0.1'), {
          bounce: true,
          body: jettonTransferBody({
            queryId: world.rng.queryId(),
            amount: amount * 1_000_000_000n,
            destination: wallet(world, to).address,
            responseDestination: owner.address,
            forwardTonAmount: forward === null ? 1n : ton('0.01'),
            forwardComment: forward ?? undefined,
          }),
        }),
      ]);
    });
  };
  send(5, 'alice', 'judy', 100n, 'Thanks for lunch'); // judy has no jetton wallet yet: it is deployed
  send(12, 'oscar', 'bob', 25n, null);
  send(17, 'bob', 'carol', 40n, 'For the tickets');
}

const JETTON_MINT = scenario(
  'jetton mint',
  "the issuer asks the jetton master to mint for a new holder: the master sends internal_transfer, which deploys the holder's jetton wallet",
);

function jettonMint(schedule: Schedule): void {
  at(schedule.window, 13, (world, now) => {
    const issuer = wallet(world, 'issuer');
    issuer.send(world.chain, JETTON_MINT, now, [
      transfer(world.minter.address, ton('0.1'), {
        bounce: true,
        body: jettonMintBody({
          queryId: world.rng.queryId(),
          to: wallet(world, 'trent').address,
          tonAmount: ton('0.05'),
          amount: 500n * 1_000_000_000n,
          responseAddress: issuer.address,
        }),
      }),
    ]);
  });
}

const JETTON_FAILURE = scenario(
  'jetton transfer beyond the balance',
  "a jetton wallet refuses to send more than it holds (exit code 706, the jetton contract's own) and the request bounces back",
);

function jettonOverdraft(schedule: Schedule): void {
  at(schedule.window, 14, (world, now) => {
    const carol = wallet(world, 'carol');
    carol.send(world.chain, JETTON_FAILURE, now, [
      transfer(jettonWalletOf(world.codes, world.minter.address, carol.address).address, ton('0.1'), {
        bounce: true,
        body: jettonTransferBody({
          queryId: world.rng.queryId(),
          amount: 1_000_000n * 1_000_000_000n,
          destination: wallet(world, 'dave').address,
          responseDestination: carol.address,
          forwardTonAmount: 0n,
        }),
      }),
    ]);
  });
}

const NFT = scenario(
  'NFT transfer',
  'TEP-62: the owner transfers an NFT item, which tells the new owner (ownership_assigned) and returns the excess',
);

function nftTransfer(schedule: Schedule): void {
  at(schedule.window, 10, (world, now) => {
    const alice = wallet(world, 'alice');
    alice.send(world.chain, NFT, now, [
      transfer(nftItemOf(world.codes, world.collection.address, 0).address, ton('0.1'), {
        bounce: true,
        body: nftTransferBody({
          queryId: world.rng.queryId(),
          newOwner: wallet(world, 'heidi').address,
          responseDestination: alice.address,
          forwardAmount: 1n,
        }),
      }),
    ]);
  });
}

const EXTRA_CURRENCY = scenario(
  'extra currency transfer',
  `a wallet sends extra currency ${EXTRA_CURRENCY_ID} along with TON`,
);

function extraCurrencyTransfer(schedule: Schedule): void {
  at(schedule.window, 8, (world, now) => {
    wallet(world, 'oscar').send(world.chain, EXTRA_CURRENCY, now, [
      transfer(wallet(world, 'peggy').address, ton('0.1'), {
        body: comment('Some EC for you'),
        extracurrency: { [EXTRA_CURRENCY_ID]: 2_500_000_000n },
      }),
    ]);
  });
}

export const HEARTBEAT = scenario(
  'heartbeat',
  'a special masterchain contract runs a tick transaction at the start of every masterchain block (no inbound message)',
);

export function buildSchedule(): Schedule {
  const schedule: Schedule = { prelude: new Map(), window: new Map() };
  prelude(schedule);
  walletTransfers(schedule);
  payrollBatches(schedule);
  bounceFromNonexistent(schedule);
  nonBounceableToUninit(schedule);
  deployWallet(schedule);
  deployProbe(schedule);
  probeCustomExitCode(schedule);
  probeOutOfGas(schedule);
  probeActionFailure(schedule);
  jettonTransfers(schedule);
  jettonMint(schedule);
  jettonOverdraft(schedule);
  nftTransfer(schedule);
  extraCurrencyTransfer(schedule);
  return schedule;
}

export function createWorld(chain: EmulatedChain, codes: ContractCodes): World {
  const wallets: Record<string, SampleWallet> = {};
  for (const name of V4_WALLETS) wallets[name] = new SampleWallet(name, 'v4');
  for (const name of V5_WALLETS) wallets[name] = new SampleWallet(name, 'v5');
  for (const [name, version] of Object.entries(ROLE_WALLETS)) wallets[name] = new SampleWallet(name, version);
  const faucet = new SampleWallet('faucet', 'v5');
  const issuer = wallets.issuer as SampleWallet;
  const curator = wallets.curator as SampleWallet;
  return {
    chain,
    codes,
    rng: new Prng(0x70e1e5),
    faucet,
    wallets,
    chatters: [...V4_WALLETS, ...V5_WALLETS].map((name) => wallets[name] as SampleWallet),
    minter: jettonMinter(codes, issuer.address),
    collection: nftCollection(codes, curator.address),
    probe: probe(codes, (wallets.dave as SampleWallet).address),
    heartbeat: heartbeat(codes),
    ghost: new SampleWallet('ghost', 'v4').address,
    dormant: new SampleWallet('dormant', 'v4').address,
  };
}
