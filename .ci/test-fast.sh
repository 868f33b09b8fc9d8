#!/usr/bin/env bash
# `make test-fast`: the inner loop's checks, in a couple of minutes: lint, formatting, both
# typechecks, the dependency rules, the contract and every unit test (backend and frontend),
# side by side. No database, browser or build: `make test` runs those too.
set -uo pipefail
cd "$(dirname "$0")/.."
source .ci/steps.sh

start backend "backend unit tests" "" \
  jest --config backend/jest.config.js --rootDir backend --selectProjects unit --maxWorkers=2 --json --outputFile="$results/backend.json"
start frontend "frontend unit tests" "" \
  jest --config frontend/jest.config.cjs --rootDir frontend --maxWorkers=2 --json --outputFile="$results/frontend.json"
start eslint "lint (eslint)" lint.step npx --no-install eslint .
start prettier "formatting (prettier --check)" prettier.step npx --no-install prettier --check --log-level warn .
start typecheck-backend "typecheck (backend)" typecheck-backend.step npm run --silent typecheck -w backend
start typecheck-frontend "typecheck (frontend)" typecheck-frontend.step npm run --silent typecheck -w frontend
start depcheck "dependency rules (dependency-cruiser)" depcheck.step npm run --silent depcheck
start contract "openapi.yaml and RTK Query codegen are fresh" contract.step bash .ci/check-contract.sh
finish eslint prettier typecheck-backend typecheck-frontend depcheck contract frontend backend

summary "make test-fast"
