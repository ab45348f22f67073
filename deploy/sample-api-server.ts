// The built-in sample API on its own, for a static server (deploy/nginx/) to proxy the API and the catalog
// to: `npx tsx deploy/sample-api-server.ts` listens on 127.0.0.1:4173 (PORT, HOST to change it), with the
// same SAMPLE_API_PROFILE / SAMPLE_API_NETWORK choices as `npm start`. A deployed server has no test
// controls: no fault injection (/__sample/faults) and no replay restart, whatever reaches it, unless
// SAMPLE_API_CONTROLS=1 asks for them (a test rig on a private machine).
import { isSampleNetwork } from '../sample-api/dataset.ts';
import { startSampleApiServer } from '../sample-api/server.ts';

const profile = process.env.SAMPLE_API_PROFILE === 'live' ? 'live' : 'spec';
const networkName = process.env.SAMPLE_API_NETWORK ?? 'mainnet';
if (!isSampleNetwork(networkName)) throw new Error(`SAMPLE_API_NETWORK must be mainnet or testnet`);
const controls = process.env.SAMPLE_API_CONTROLS === '1';
const server = await startSampleApiServer({
  host: process.env.HOST ?? '127.0.0.1',
  port: Number.parseInt(process.env.PORT ?? '4173', 10),
  profile,
  network: networkName,
  controls,
});
console.log(
  `sample API (${profile} profile, ${networkName}) at ${server.origin}/api/v3` +
    (controls ? `, with its test controls at ${server.origin}/__sample/faults (SAMPLE_API_CONTROLS=1)` : ''),
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void server.close().then(() => process.exit(0)));
