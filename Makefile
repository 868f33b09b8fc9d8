# The two commands: `make up` runs the whole product with Docker Compose at
# http://localhost:3000; `make test` runs every check and test suite.
.PHONY: up down logs test test-fast dev build start migrate seed openapi codegen lint format bench

up:
	docker compose up --build -d
	@echo "Vegas Private Schools: http://localhost:3000  (mail: http://localhost:8025, API docs: http://localhost:3000/api/docs)"

down:
	docker compose down

logs:
	docker compose logs -f --tail=100

test:
	@bash .ci/test.sh

# The inner loop (under 3 minutes): unit tests, lint, formatting, typecheck, dependency rules, contract.
test-fast:
	@bash .ci/test-fast.sh

# Without Docker: local PostgreSQL and Redis (see README). API + worker in watch mode, Vite on :5173.
dev:
	npm run db:migrate -- --create
	npm run db:seed
	npx concurrently -k -n api,web "npm run dev -w backend" "npm run dev -w frontend"

build:
	npm run build

start:
	npm start

migrate:
	npm run db:migrate

seed:
	npm run db:seed

openapi:
	npm run openapi

codegen:
	npm run codegen

lint:
	npm run lint

format:
	npm run format

# The performance benchmark (docs/performance.md): the app against a bare node:http + pg baseline on
# 100,000 schools, query plans, bundle sizes and Lighthouse; prints one table, raw results in bench/results/.
# BENCH_ARGS: --quick, --fresh, --skip=build,capture,plans,load,leads,analytics,ssr,frontend,lighthouse, --synthetic=N.
bench:
	@bash bench/prepare.sh
	@node bench/run.mjs $(BENCH_ARGS)
