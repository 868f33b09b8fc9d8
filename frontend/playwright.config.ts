import { statfsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_PORT, e2eServer } from './e2e/support/servers';

/**
 * End-to-end tests against the production build (`npm run build` first),
 * served by e2e/support/serve.mjs on a fresh, migrated and seeded database.
 * The browser is Debian's Chromium: Playwright never downloads one.
 *
 * One production server per worker (e2e/support/servers.ts), E2E_SERVERS of them (default 1). On a
 * 2-core machine the browser alone keeps both cores busy, so a second worker halves each test's share of
 * the CPU and pushes slow tests past their timeouts without finishing sooner (measured, docs/operations.md
 * "The test suite"); machines with more cores can run E2E_SERVERS=2 or more.
 */
const servers = Math.max(1, Number(process.env.E2E_SERVERS ?? 1));
/**
 * Where the suite's SMTP servers keep the mails the served apps send (.eml files, a folder per server), chosen
 * once by the runner: its test workers inherit the variable (so `??=` keeps it) and read the links that mails carry.
 */
process.env.E2E_MAIL_ROOT ??= resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../backend/var/e2e-mail',
  `port-${E2E_BASE_PORT}-${Date.now().toString(36)}`,
);
const firstServer = e2eServer(0);
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Playwright starts Chromium with --disable-dev-shm-usage, for containers whose /dev/shm is 64 MB: Chromium
 * then keeps its shared memory in files under /tmp, which on our machines is disk, and the browser spent
 * much of the suite in the kernel. Where /dev/shm has room (a gigabyte), the browser uses it.
 */
function sharedMemoryHasRoom(): boolean {
  try {
    const shm = statfsSync('/dev/shm');
    return shm.bavail * shm.bsize >= 2 ** 30;
  } catch {
    return false;
  }
}

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: servers,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    // Each worker's own server replaces it (e2e/support/page-errors.ts).
    baseURL: firstServer.baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
      ignoreDefaultArgs: sharedMemoryHasRoom() ? ['--disable-dev-shm-usage'] : [],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /@phone/ },
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, grep: /@phone/ },
  ],
  webServer: Array.from({ length: servers }, (_, index) => {
    const server = e2eServer(index);
    return {
      command: 'node e2e/support/serve.mjs',
      url: `${server.baseURL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe' as const,
      stderr: 'pipe' as const,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
      env: { E2E_PORT: String(E2E_BASE_PORT + index), E2E_MAIL_DIR: server.mailDir },
    };
  }),
});
