import { test as base, expect } from '@playwright/test';

/**
 * The suite's `test`: fails any test whose page throws an uncaught error, so a
 * broken screen cannot pass by showing the right text by accident.
 */
export const test = base.extend<{ pageErrors: Error[] }>({
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
