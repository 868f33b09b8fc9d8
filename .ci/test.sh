#!/usr/bin/env bash
# `make test`: every check and test suite of the project. Each step runs even when
# an earlier one failed, so the closing line counts everything; the script exits
# non-zero when any step failed.
#
# The steps run in waves that keep both cores of a CI machine busy
# (docs/operations.md "The test suite"):
#   1. the checks (lint, prettier, both typechecks, dependency rules, contract) and the
#      production build side by side, then the frontend unit tests, all beside
#      the backend unit and integration tests (two jest workers, a database each);
#   2. once the build and the backend tests are done: Playwright (one production
#      server per worker) beside the image smoke step.
# Each step's output goes to .test-results/logs/<step>.log and is printed whole,
# in a fixed order, when its wave ends, so parallel output never interleaves.
set -uo pipefail
cd "$(dirname "$0")/.."
source .ci/steps.sh

start backend "backend unit + integration tests" "" \
  jest --config backend/jest.config.js --rootDir backend --maxWorkers=2 --forceExit --json --outputFile="$results/backend.json"
start eslint "lint (eslint)" lint.step npx --no-install eslint .
start prettier "formatting (prettier --check)" prettier.step npx --no-install prettier --check --log-level warn .
start typecheck-backend "typecheck (backend)" typecheck-backend.step npm run --silent typecheck -w backend
start typecheck-frontend "typecheck (frontend)" typecheck-frontend.step npm run --silent typecheck -w frontend
start depcheck "dependency rules (dependency-cruiser)" depcheck.step npm run --silent depcheck
start contract "openapi.yaml and RTK Query codegen are fresh" contract.step bash .ci/check-contract.sh
start build "production build" build.step npm run --silent build
finish eslint prettier typecheck-backend typecheck-frontend depcheck contract build
# The frontend unit tests type into forms in jsdom, a few seconds a test alone: they start once the
# single-threaded checks are done, so only the backend's two workers share the cores with them.
start frontend "frontend unit tests" "" \
  jest --config frontend/jest.config.cjs --rootDir frontend --maxWorkers=2 --json --outputFile="$results/frontend.json"
finish frontend backend

# Wave 2: the browser tests need the build; they run once the backend tests are done, so
# their servers and browsers have the cores to themselves.
if [ "$(cat "$results/build.step" 2>/dev/null)" = "0" ]; then
  start e2e "end-to-end tests (Playwright, Chromium)" "" \
    env PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/$results/e2e.json" npm run --silent e2e -w frontend
  start image "Docker image runtime layout starts (.ci/image-smoke.sh)" image.step bash .ci/image-smoke.sh
  finish image e2e
else
  echo "skipping end-to-end tests: the build failed" && echo 1 >"$results/e2e.step"
fi

# A test runner that died before writing its report counts as a failure, not as zero tests.
for report in backend frontend; do
  [ -f "$results/$report.json" ] || { echo "no $report test report was written" && echo 1 >"$results/$report-report.step"; }
done

summary "make test"
