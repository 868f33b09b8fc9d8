# Multi-stage image for the web app, the worker and the one-shot migrate/seed step.
# Node 20 (MikroORM 6 line); Debian slim so native modules (argon2) use prebuilt binaries.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY tsconfig.base.json ./
COPY backend backend
COPY frontend frontend
COPY openapi.yaml ./
# mkdir: npm nests a workspace's own copies of a dependency in backend/node_modules (today @bull-board);
# the runtime stage copies that folder, so it must exist even when npm nests nothing.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund && mkdir -p backend/node_modules

FROM node:20-bookworm-slim AS runtime
# MALLOC_ARENA_MAX: glibc gives every thread that allocates (the render threads, libuv's pool compressing
# answers) its own malloc arena; two arenas keep the app's RSS about 30 MB lower (docs/performance.md, issue 21).
ENV NODE_ENV=production PORT=3000 MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/backend/package.json backend/package.json
COPY --from=build /app/backend/node_modules backend/node_modules
COPY --from=build /app/backend/dist backend/dist
# The production-safe school catalogue: node dist/src/cli/catalogue-import.js catalogue/las-vegas-valley-schools.csv
COPY --from=build /app/backend/catalogue backend/catalogue
COPY --from=build /app/frontend/dist frontend/dist
# The server renderer of the public pages (one self-contained file; shared/http/spa.ts loads it).
COPY --from=build /app/frontend/dist-server frontend/dist-server
WORKDIR /app/backend
USER node
# 3000: the app (API + SPA); 9464/9465: Prometheus /metrics of the app/worker (private, see docs/operations.md).
EXPOSE 3000 9464 9465
# Liveness: the process answers. Readiness (/api/health/ready) is for load balancers: Compose's app service
# and the Kubernetes sketch in docs/operations.md use it. The worker overrides this check in Compose.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# A bounded heap: V8 otherwise grows it far beyond what the app keeps alive (docs/performance.md, "Budgets").
CMD ["node", "--max-old-space-size=256", "--max-semi-space-size=8", "dist/src/main.js"]
