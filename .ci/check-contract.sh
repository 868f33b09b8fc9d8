#!/usr/bin/env bash
# Fails when openapi.yaml or the generated RTK Query file is stale (house rule 4):
# regenerates both into a temporary folder and compares them with the committed files.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

OPENAPI_OUT="$tmp/openapi.yaml" npm run --silent openapi -w backend >/dev/null
if ! diff -u openapi.yaml "$tmp/openapi.yaml" >"$tmp/openapi.diff"; then
  head -40 "$tmp/openapi.diff"
  echo "openapi.yaml is stale: run 'npm run openapi' and commit the result." >&2
  exit 1
fi

# The generator resolves the output's import of base-api relative to the output file, so generate beside the real one.
out=frontend/src/shared/api/generated/.api.gen.check.ts
trap 'rm -rf "$tmp" "$out"' EXIT
(cd frontend && CODEGEN_OUT="./src/shared/api/generated/.api.gen.check.ts" npx --no-install rtk-query-codegen-openapi openapi-config.cjs >/dev/null && npx --no-install prettier --write "src/shared/api/generated/.api.gen.check.ts" >/dev/null)
if ! diff -u frontend/src/shared/api/generated/api.gen.ts "$out" >"$tmp/codegen.diff"; then
  head -40 "$tmp/codegen.diff"
  echo "frontend/src/shared/api/generated/api.gen.ts is stale: run 'npm run codegen' and commit the result." >&2
  exit 1
fi
echo "contract: openapi.yaml and api.gen.ts are up to date"
