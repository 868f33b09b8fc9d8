import { test as base, expect } from '@playwright/test';
import { e2eServer, type E2EServer } from './servers';

/**
 * The suite's `test`: fails any test whose page throws an uncaught error, so a
 * broken screen cannot pass by showing the right text by accident. Every test of a
 * worker talks to that worker's own server (e2e/support/servers.ts).
 */
export const test = base.extend<{ pageErrors: Error[] }, { e2eServer: E2EServer }>({
  e2eServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, provide, workerInfo) => {
      const server = e2eServer(workerInfo.parallelIndex);
      // Read by the mail helpers (support/mail.ts, mail-text.ts) and public-support.ts.
      process.env.E2E_MAIL_DIR = server.mailDir;
      process.env.E2E_BASE_URL = server.baseURL;
      await provide(server);
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ e2eServer }, provide) => provide(e2eServer.baseURL),
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors, `uncaught page errors: ${errors.map((e) => e.message).join('; ')}`).toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
