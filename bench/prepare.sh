#!/usr/bin/env bash
# `make bench`, step 0: what the benchmark needs on this machine. PostgreSQL and
# Redis running, Debian's Chromium for Lighthouse, the project's dependencies
# and the benchmark's own (bench/package-lock.json, kept out of the project's install).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
  echo "starting PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start
  for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
fi
if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  echo "starting Redis"
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no
  for _ in $(seq 1 30); do redis-cli ping >/dev/null 2>&1 && break; sleep 1; done
fi
chrome="${CHROME_PATH:-/usr/bin/chromium}"
if [ ! -x "$chrome" ]; then
  echo "installing Debian's chromium"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

# The project's dependencies: installed on a fresh clone; an existing install is left alone
# (npm ci would wipe node_modules under anyone working in this checkout).
if [ ! -d node_modules ]; then
  npm ci --no-audit --no-fund
fi
# The benchmark's own dependencies, from bench/package-lock.json, reinstalled whenever the lock file changes.
lock_hash=$(sha256sum bench/package-lock.json | cut -d' ' -f1)
if [ "$(cat bench/node_modules/.lock-hash 2>/dev/null)" != "$lock_hash" ]; then
  npm ci --prefix bench --no-audit --no-fund
  echo "$lock_hash" >bench/node_modules/.lock-hash
fi
