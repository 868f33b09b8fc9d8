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

# The generator resolves the outputs' import of base-api relative to each output file, so generate beside the real ones.
gen=frontend/src/shared/api/generated
trap 'rm -rf "$tmp" "$gen"/.check.*.gen.ts' EXIT
(cd frontend && CODEGEN_CHECK=1 npx --no-install rtk-query-codegen-openapi openapi-config.cjs >/dev/null && npx --no-install prettier --write "src/shared/api/generated/.check.*.gen.ts" >/dev/null)
for file in api.gen.ts signed-in-api.gen.ts; do
  if ! diff -u "$gen/$file" "$gen/.check.$file" >"$tmp/codegen.diff"; then
    head -40 "$tmp/codegen.diff"
    echo "$gen/$file is stale: run 'npm run codegen' and commit the result." >&2
    exit 1
  fi
done
echo "contract: openapi.yaml and the generated API files are up to date"
