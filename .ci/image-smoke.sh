#!/usr/bin/env bash
# The Docker image cannot be built on machines without a Docker engine (CI here), so this step
# rebuilds its runtime stage's file layout by hand and starts it: production dependencies only
# (`npm prune --omit=dev`), then exactly what the Dockerfile's runtime stage copies. It caught a
# nested backend/node_modules the image did not copy. Keep it in step with the Dockerfile.
# Needs the production build (npm run build) and PostgreSQL/Redis as in the tests.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
work=$(mktemp -d)
image=$work/app
port=${IMAGE_SMOKE_PORT:-4610}
db="vps_image_smoke_$$"
admin_url=${TEST_ADMIN_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}
database_url=$(node -e "const u=new URL(process.argv[1]);u.pathname='/$db';console.log(u.toString())" "$admin_url")
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  psql "$admin_url" -qc "drop database if exists $db with (force)" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

# Build stage: the installed tree, pruned to production dependencies (what `npm prune --omit=dev` leaves).
mkdir -p "$work/build/backend" "$work/build/frontend"
cp package.json package-lock.json "$work/build/"
cp backend/package.json "$work/build/backend/"
cp frontend/package.json "$work/build/frontend/"
cp -a node_modules "$work/build/"
[ -d backend/node_modules ] && cp -a backend/node_modules "$work/build/backend/"
(cd "$work/build" && npm prune --omit=dev --no-audit --no-fund >/dev/null && mkdir -p backend/node_modules)

# Runtime stage: the same COPY lines as the Dockerfile.
mkdir -p "$image/backend" "$image/frontend"
cp "$work/build/package.json" "$work/build/package-lock.json" "$image/"
cp -a "$work/build/node_modules" "$image/"
cp backend/package.json "$image/backend/"
cp -a "$work/build/backend/node_modules" "$image/backend/"
cp -a backend/dist "$image/backend/"
cp -a backend/catalogue "$image/backend/"
cp -a frontend/dist "$image/frontend/"
cp -a frontend/dist-server "$image/frontend/"

export NODE_ENV=production PAYMENTS_SANDBOX=true PORT=$port PUBLIC_URL=http://127.0.0.1:$port \
  DATABASE_URL=$database_url REDIS_URL=${TEST_REDIS_URL:-redis://127.0.0.1:6379} REDIS_PREFIX=$db \
  SESSION_SECRET=$(node -e "console.log(require('crypto').randomBytes(32).toString('hex'))") \
  OPEN_HOUSE_TOKEN_SECRET=$(node -e "console.log(require('crypto').randomBytes(32).toString('hex'))") \
  ALERT_TOKEN_SECRET=$(node -e "console.log(require('crypto').randomBytes(32).toString('hex'))") \
  REVIEW_TOKEN_SECRET=$(node -e "console.log(require('crypto').randomBytes(32).toString('hex'))") \
  SMTP_URL=smtp://127.0.0.1:2 METRICS_PORT=0 METRICS_WORKER_PORT=0 LOG_LEVEL=warn
psql "$admin_url" -qc "create database $db" >/dev/null
cd "$image/backend"
# Compose's `migrate` service: migrations, then the demo data.
node dist/src/cli/migrate.js >/dev/null
NODE_ENV=development node dist/src/cli/seed.js >/dev/null
# The catalogue import runs from dist and reads the catalogue shipped in the image (a dry run: the seed loaded it).
node dist/src/cli/catalogue-import.js catalogue/las-vegas-valley-schools.csv --dry-run | tail -n 1 | grep -q "0 refused" \
  || { echo "image smoke: the catalogue import dry run failed"; exit 1; }
MALLOC_ARENA_MAX=2 node --max-old-space-size=256 --max-semi-space-size=8 dist/src/main.js >"$work/app.log" 2>&1 &
pids+=($!)
node dist/src/worker.js >"$work/worker.log" 2>&1 &
pids+=($!)

check() {
  local path=$1 expect=$2
  local body
  body=$(curl -fsS --max-time 5 "http://127.0.0.1:$port$path") || { echo "image smoke: GET $path failed"; return 1; }
  grep -q -- "$expect" <<<"$body" || { echo "image smoke: GET $path does not contain $expect"; return 1; }
}
for _ in $(seq 1 60); do
  curl -fsS --max-time 2 "http://127.0.0.1:$port/api/health/ready" >/dev/null 2>&1 && break
  sleep 0.5
done
status=0
check /api/health/ready '"migrations":"applied"' || status=1
check / '<div id="root">' || status=1
check '/api/schools/slug/adelson-educational-campus' '"name":"Adelson Educational Campus"' || status=1
check /api/docs/ 'swagger' || status=1
kill -0 "${pids[1]}" 2>/dev/null || { echo "image smoke: the worker exited"; status=1; }
if [ $status -ne 0 ]; then
  echo "--- app log ---" && tail -n 30 "$work/app.log"
  echo "--- worker log ---" && tail -n 30 "$work/worker.log"
fi
[ $status -eq 0 ] && echo "image smoke: the runtime layout migrates, seeds, serves the SPA and the API, and runs the worker"
exit $status
