#!/usr/bin/env bash
# `make test`: every check and test suite of the project, in order. Each step runs
# even when an earlier one failed, so the closing line counts everything; the
# script exits non-zero when any step failed.
set -uo pipefail
cd "$(dirname "$0")/.."
results=.test-results
rm -rf "$results" && mkdir -p "$results"
failed_steps=()

step() {
  local name=$1
  shift
  echo
  echo "=== $name ==="
  "$@"
  local code=$?
  [ -n "${STEP_FILE:-}" ] && echo "$code" >"$results/$STEP_FILE"
  [ "$code" -eq 0 ] || failed_steps+=("$name")
  return 0
}

STEP_FILE=lint.step step "lint" npm run --silent lint
STEP_FILE=typecheck.step step "typecheck" npm run --silent typecheck
STEP_FILE=depcheck.step step "dependency rules (dependency-cruiser)" npm run --silent depcheck
STEP_FILE=contract.step step "openapi.yaml and RTK Query codegen are fresh" bash .ci/check-contract.sh
STEP_FILE= step "backend unit + integration tests" \
  npx --no-install jest --config backend/jest.config.js --rootDir backend --maxWorkers=1 --forceExit --json --outputFile="$results/backend.json"
STEP_FILE= step "frontend unit tests" \
  npx --no-install jest --config frontend/jest.config.cjs --rootDir frontend --json --outputFile="$results/frontend.json"
STEP_FILE=build.step step "production build" npm run --silent build
if [ -f "$results/build.step" ] && [ "$(cat "$results/build.step")" = "0" ]; then
  STEP_FILE= step "end-to-end tests (Playwright, Chromium)" \
    env PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/$results/e2e.json" npm run --silent e2e -w frontend
  STEP_FILE=image.step step "Docker image runtime layout starts (.ci/image-smoke.sh)" bash .ci/image-smoke.sh
else
  echo "skipping end-to-end tests: the build failed" && echo 1 >"$results/e2e.step"
fi

# A test runner that died before writing its report counts as a failure, not as zero tests.
for report in backend frontend; do
  [ -f "$results/$report.json" ] || { echo "no $report test report was written" && echo 1 >"$results/$report-report.step"; }
done

echo
if [ ${#failed_steps[@]} -gt 0 ]; then
  printf 'failed: %s\n' "${failed_steps[@]}"
fi
node .ci/test-summary.mjs "$results"
[ ${#failed_steps[@]} -eq 0 ]
