// Serves the built app (dist/) through deploy/nginx/tonlens.conf, as a Debian server would, for the e2e
// run in test/deploy/: the sample API on loopback (E2E_DEPLOY_API_PORT, or a free port), nginx (no root
// needed: every path it writes is in a temp dir) on E2E_DEPLOY_PORT. Beside it, on E2E_DEPLOY_PROXY_PORT,
// the same build through deploy/nginx/tonlens-proxy.conf, the caching proxy for many readers, as
// deploy/install-proxy.sh installs it (run here with --dest: into the temp dir E2E_DEPLOY_DEST), in front
// of the same sample API with the test key E2E_DEPLOY_KEY. The sample API runs with its test
// controls on (SAMPLE_API_CONTROLS=1, the worst case a deployment can choose): what nginx lets through
// would reach its fault queue, so the specs see that nginx alone keeps them out. The site file is used as shipped; only its port, root and the sample
// API's address are substituted (the proxy site's: its ports and paths), and each substitution must match. Ends nginx with itself and removes its
// temp dir (on SIGTERM, SIGINT, SIGHUP, or when nginx exits).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSampleApiServer } from '../../sample-api/server.ts';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../..');
const port = Number.parseInt(process.env.E2E_DEPLOY_PORT ?? '4470', 10);
const proxyPort = Number.parseInt(process.env.E2E_DEPLOY_PROXY_PORT ?? String(port + 2), 10);
// The proxy's internal server (the per-reader limit), on loopback.
const limitPort = Number.parseInt(process.env.E2E_DEPLOY_LIMIT_PORT ?? String(port + 3), 10);
const key = process.env.E2E_DEPLOY_KEY ?? 'tonlens-deploy-test-key';
const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

function substitute(text: string, from: string, to: string, file = 'deploy/nginx/tonlens.conf'): string {
  if (!text.includes(from)) throw new Error(`${file} no longer has "${from}"`);
  return text.replaceAll(from, to);
}

const api = await startSampleApiServer({
  port: Number.parseInt(process.env.E2E_DEPLOY_API_PORT ?? '0', 10),
  controls: true,
});
const apiHost = new URL(api.origin).host;
// A fixed place when the specs must find it (they rewrite its etc/tonlens/config.json), else a new one.
const dir = process.env.E2E_DEPLOY_DEST ?? mkdtempSync(join(tmpdir(), 'tonlens-nginx-'));
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
// The proxy, installed as a server would install it (the includes, the key include, config.json): both
// networks through the sample API, with the test key.
writeFileSync(join(dir, 'key'), `${key}\n`, { mode: 0o600 });
execFileSync(
  join(repo, 'deploy/install-proxy.sh'),
  [
    ...['--upstream', api.origin, '--key-file', join(dir, 'key')],
    ...['--testnet-upstream', api.origin, '--testnet-key-file', join(dir, 'key'), '--dest', dir],
  ],
  { stdio: 'inherit' },
);
// nginx reads its includes (tonlens/…) beside its main file: the installed ones, for both sites.
const confDir = join(dir, 'etc/nginx');

let site = readFileSync(join(repo, 'deploy/nginx/tonlens.conf'), 'utf8');
site = substitute(site, 'listen 80 default_server;', `listen 127.0.0.1:${port} default_server;`);
site = substitute(site, 'listen [::]:80 default_server;', '');
site = substitute(site, 'root /var/www/tonlens;', `root ${join(repo, 'dist')};`);
site = substitute(site, 'server 127.0.0.1:4173;', `server ${apiHost};`);

const proxySiteFile = join(confDir, 'sites-available/tonlens-proxy');
const proxyName = 'deploy/nginx/tonlens-proxy.conf';
let proxySite = readFileSync(proxySiteFile, 'utf8');
for (const [from, to] of [
  ['listen 80 default_server;', `listen 127.0.0.1:${proxyPort} default_server;`],
  ['listen [::]:80 default_server;', ''],
  ['root /var/www/tonlens;', `root ${join(repo, 'dist')};`],
  ['127.0.0.1:8471', `127.0.0.1:${limitPort}`],
  ['/var/cache/nginx/tonlens-api', join(dir, 'api-cache')],
] as const) {
  proxySite = substitute(proxySite, from, to, proxyName);
}
const configInclude = join(confDir, 'tonlens/config-json.conf');
writeFileSync(
  configInclude,
  substitute(
    readFileSync(configInclude, 'utf8'),
    'alias /etc/tonlens/config.json;',
    `alias ${join(dir, 'etc/tonlens/config.json')};`,
    'deploy/nginx/tonlens/config-json.conf',
  ),
);

// What Debian's /etc/nginx/nginx.conf gives a site, with every file nginx writes in the temp dir.
writeFileSync(
  join(confDir, 'nginx.conf'),
  `daemon off;
master_process on;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
${proxySite}
}
`,
);

// As root (CI containers), nginx's workers would run as "nobody"; as this user they read the checkout.
const userDirective = process.getuid?.() === 0 ? ['-g', `user ${process.env.SUDO_USER ?? 'root'};`] : [];
const child = spawn(nginx, ['-p', dir, '-c', join(confDir, 'nginx.conf'), '-e', 'stderr', ...userDirective], {
  stdio: 'inherit',
});
console.log(
  `tonlens through nginx at http://127.0.0.1:${port}/, through its caching proxy at ` +
    `http://127.0.0.1:${proxyPort}/ (sample API ${api.origin}, config in ${dir})`,
);

// Playwright ends this server with SIGTERM (playwright.deploy.config.ts's gracefulShutdown; a SIGKILL could
// not be caught and would leave the temp dir behind), sent to the whole process group, nginx included.
let stopping = false;
const nginxExited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
  // nginx removes its pid file as it exits: wait for it (briefly) before removing the dir under it.
  await Promise.race([nginxExited, new Promise((resolve) => setTimeout(resolve, 1000))]);
  await api.close().catch(() => {});
  rmSync(dir, { recursive: true, force: true });
  process.exit(code);
}
child.on('exit', (code) => void stop(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(0));
