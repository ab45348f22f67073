// Serves the built app (dist/) through deploy/nginx/tonlens.conf, as a Debian server would, for the e2e
// run in test/deploy/: the sample API on loopback (E2E_DEPLOY_API_PORT, or a free port), nginx (no root
// needed: every path it writes is in a temp dir) on E2E_DEPLOY_PORT. The sample API runs with its test
// controls on (SAMPLE_API_CONTROLS=1, the worst case a deployment can choose): what nginx lets through
// would reach its fault queue, so the specs see that nginx alone keeps them out. The site file is used as shipped; only its port, root and the sample
// API's address are substituted, and each substitution must match. Ends nginx with itself and removes its
// temp dir (on SIGTERM, SIGINT, SIGHUP, or when nginx exits).
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSampleApiServer } from '../../sample-api/server.ts';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../..');
const port = Number.parseInt(process.env.E2E_DEPLOY_PORT ?? '4470', 10);
const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

function substitute(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`deploy/nginx/tonlens.conf no longer has "${from}"`);
  return text.replace(from, to);
}

const api = await startSampleApiServer({
  port: Number.parseInt(process.env.E2E_DEPLOY_API_PORT ?? '0', 10),
  controls: true,
});
const apiHost = new URL(api.origin).host;
const dir = mkdtempSync(join(tmpdir(), 'tonlens-nginx-'));
cpSync(join(repo, 'deploy/nginx/tonlens'), join(dir, 'tonlens'), { recursive: true });

let site = readFileSync(join(repo, 'deploy/nginx/tonlens.conf'), 'utf8');
site = substitute(site, 'listen 80 default_server;', `listen 127.0.0.1:${port} default_server;`);
site = substitute(site, 'listen [::]:80 default_server;', '');
site = substitute(site, 'root /var/www/tonlens;', `root ${join(repo, 'dist')};`);
site = substitute(site, 'server 127.0.0.1:4173;', `server ${apiHost};`);

// What Debian's /etc/nginx/nginx.conf gives a site, with every file nginx writes in the temp dir.
writeFileSync(
  join(dir, 'nginx.conf'),
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
}
`,
);

// As root (CI containers), nginx's workers would run as "nobody"; as this user they read the checkout.
const userDirective = process.getuid?.() === 0 ? ['-g', `user ${process.env.SUDO_USER ?? 'root'};`] : [];
const child = spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr', ...userDirective], {
  stdio: 'inherit',
});
console.log(
  `tonlens through nginx at http://127.0.0.1:${port}/ (sample API ${api.origin}, config in ${dir})`,
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
