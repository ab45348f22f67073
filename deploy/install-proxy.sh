#!/bin/sh
# Installs tonlens for many readers on Debian's nginx: the app, and a caching proxy in front of toncenter
# or your own index that holds the API key on the server (docs/deploy.md).
#
#   sudo deploy/install-proxy.sh --upstream https://toncenter.com --key-file /root/toncenter-key --dist ./dist
#
# Writes /etc/nginx/sites-available/tonlens-proxy (enabled, in place of tonlens and Debian's default
# site), /etc/nginx/tonlens/ (the includes; the key include api-key.conf with mode 600), the build in
# /var/www/tonlens and /etc/tonlens/config.json (the endpoints the app offers; never a key), then checks
# the configuration (nginx -t) and reloads nginx.
#
# Options:
#   --upstream URL           the API's origin: https://toncenter.com (the default) or your index's, e.g.
#                            http://10.0.0.5:8081 (its API under /api/v3/)
#   --key-file FILE          a file holding the API key (its first line); without it, no key is sent
#   --testnet-upstream URL   also serve testnet under /testnet/api/v3/ (e.g. https://testnet.toncenter.com)
#   --testnet-key-file FILE  the testnet key (toncenter's keys are per network)
#   --dist DIR               the build (npm run build) to copy to /var/www/tonlens
#   --rate N --burst N       requests a second each reader may send past the cache, and its burst (3, 20)
#   --dest DIR               write everything under DIR instead of /, and neither enable nor reload (for
#                            a package, or the e2e run: deploy/test/serve.ts)
set -eu

here=$(cd "$(dirname "$0")" && pwd)
upstream=https://toncenter.com
key_file=
testnet_upstream=
testnet_key_file=
dist=
rate=3
burst=20
dest=

fail() {
  echo "install-proxy.sh: $*" >&2
  exit 1
}

while [ $# -gt 0 ]; do
  [ $# -ge 2 ] || fail "$1 needs a value"
  case "$1" in
    --upstream) upstream=$2 ;;
    --key-file) key_file=$2 ;;
    --testnet-upstream) testnet_upstream=$2 ;;
    --testnet-key-file) testnet_key_file=$2 ;;
    --dist) dist=$2 ;;
    --rate) rate=$2 ;;
    --burst) burst=$2 ;;
    --dest) dest=$2 ;;
    *) fail "unknown option $1 (see the top of this file)" ;;
  esac
  shift 2
done

# An origin only: it is written into nginx's configuration, so nothing but a scheme, a host and a port.
check_origin() {
  printf '%s\n' "$1" | grep -Eq '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$' ||
    fail "$2 must be an origin such as https://toncenter.com (no path, no trailing /): $1"
}
check_origin "$upstream" --upstream
[ -z "$testnet_upstream" ] || check_origin "$testnet_upstream" --testnet-upstream
[ -n "$testnet_upstream" ] || [ -z "$testnet_key_file" ] || fail "--testnet-key-file needs --testnet-upstream"
printf '%s\n' "$rate" | grep -Eq '^[1-9][0-9]{0,3}$' || fail "--rate must be a whole number of requests a second"
printf '%s\n' "$burst" | grep -Eq '^[0-9]{1,4}$' || fail "--burst must be a whole number"
[ -z "$dist" ] || [ -f "$dist/index.html" ] || fail "--dist $dist has no index.html (run npm run build)"

# The key's first line. It goes inside a quoted nginx string: only the characters API keys are made of
# (a quote, a `$` or a `;` could change the configuration).
read_key() {
  [ -r "$1" ] || fail "cannot read the key file $1"
  key=$(head -n 1 "$1" | tr -d '\r' | sed 's/^[[:space:]]*//; s/[[:space:]]*$//')
  printf '%s\n' "$key" | grep -Eq '^[A-Za-z0-9._~+/=-]{1,512}$' ||
    fail "the key in $1 is empty or has characters no API key has"
  printf '%s' "$key"
}

# Both keys read (and checked) before anything is written.
key=
testnet_key=
[ -z "$key_file" ] || key=$(read_key "$key_file")
[ -z "$testnet_key_file" ] || testnet_key=$(read_key "$testnet_key_file")

# The key include: readable by root only (nginx's master reads it; its workers and the web root never).
write_key_include() {
  (
    umask 077
    if [ -n "$2" ]; then
      printf 'proxy_set_header X-API-Key "%s";\n' "$2" >"$1.new"
    else
      printf '# No API key: the upstream is asked without one (install-proxy.sh).\n' >"$1.new"
    fi
    chmod 600 "$1.new"
    mv "$1.new" "$1"
  )
}

nginx_dir=$dest/etc/nginx
mkdir -p "$nginx_dir/sites-available" "$nginx_dir/tonlens" "$dest/etc/tonlens"
cp "$here/nginx/tonlens-proxy.conf" "$nginx_dir/sites-available/tonlens-proxy"
cp "$here"/nginx/tonlens/*.conf "$nginx_dir/tonlens/"

# The upstreams, each reader's limit, and the testnet block only when there is a testnet upstream.
upstream_conf=$nginx_dir/tonlens/api-upstream.conf
sed -i "s|proxy_pass https://toncenter.com;|proxy_pass $upstream;|" "$upstream_conf"
if [ -n "$testnet_upstream" ]; then
  sed -i "s|proxy_pass https://testnet.toncenter.com/api/v3/;|proxy_pass $testnet_upstream/api/v3/;|" "$upstream_conf"
else
  sed -i '/^# testnet: begin$/,/^# testnet: end$/d' "$upstream_conf"
fi
sed -i "s|burst=20 nodelay;|burst=$burst nodelay;|" "$upstream_conf"
sed -i "s|zone=tonlens_api_readers:10m rate=3r/s;|zone=tonlens_api_readers:10m rate=${rate}r/s;|" \
  "$nginx_dir/sites-available/tonlens-proxy"

write_key_include "$nginx_dir/tonlens/api-key.conf" "$key"
write_key_include "$nginx_dir/tonlens/testnet-api-key.conf" "$testnet_key"

# What the app offers (docs/deploy.md, "config.json"): the same-origin paths of this proxy.
held() { if [ -n "$1" ]; then echo true; else echo false; fi; }
{
  printf '{\n  "endpoints": [\n'
  printf '    { "label": "Mainnet", "url": "/api/v3", "network": "mainnet", "keyHeldByServer": %s }' "$(held "$key_file")"
  if [ -n "$testnet_upstream" ]; then
    printf ',\n    { "label": "Testnet", "url": "/testnet/api/v3", "network": "testnet", "keyHeldByServer": %s }' \
      "$(held "$testnet_key_file")"
  fi
  printf '\n  ]\n}\n'
} >"$dest/etc/tonlens/config.json.new"
chmod 644 "$dest/etc/tonlens/config.json.new"
mv "$dest/etc/tonlens/config.json.new" "$dest/etc/tonlens/config.json"

if [ -n "$dist" ]; then
  mkdir -p "$dest/var/www/tonlens"
  # A new build's hashed assets beside the old ones (a page still open asks for its own), then the new
  # index.html last, so no reader is sent an index.html whose assets are not there yet.
  cp -R "$dist/assets" "$dest/var/www/tonlens/" 2>/dev/null || true
  find "$dist" -mindepth 1 -maxdepth 1 ! -name assets ! -name index.html -exec cp -R {} "$dest/var/www/tonlens/" \;
  cp "$dist/index.html" "$dest/var/www/tonlens/index.html"
fi

if [ -n "$dest" ]; then
  echo "tonlens proxy written under $dest (not enabled)"
  exit 0
fi

ln -sf /etc/nginx/sites-available/tonlens-proxy /etc/nginx/sites-enabled/tonlens-proxy
for other in /etc/nginx/sites-enabled/tonlens /etc/nginx/sites-enabled/default; do
  if [ -e "$other" ] || [ -L "$other" ]; then
    echo "disabling $other (also the default server on port 80)"
    rm "$other"
  fi
done
nginx -t
if command -v systemctl >/dev/null 2>&1 && systemctl is-active --quiet nginx; then
  systemctl reload nginx
else
  nginx -s reload 2>/dev/null || nginx
fi
echo "tonlens proxy installed: upstream $upstream$([ -n "$key_file" ] && echo ', key held by the server')"
