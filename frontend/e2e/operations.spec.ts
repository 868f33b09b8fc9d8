import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/page-errors';
import { ADMIN, signIn } from './support/session';

/** Console errors and uncaught errors of the queue dashboard's tab (it opens in a new one). */
function watchDashboardErrors(context: BrowserContext): string[] {
  const errors: string[] = [];
  const onDashboard = (page: Page | null) => !!page && new URL(page.url()).pathname.startsWith('/admin/queues');
  context.on('console', (message) => {
    if (message.type() === 'error' && onDashboard(message.page())) errors.push(message.text());
  });
  context.on('weberror', (error) => {
    if (onDashboard(error.page())) errors.push(`uncaught: ${error.error().message}`);
  });
  return errors;
}

test.describe('operations: the queue dashboard', () => {
  test("opens from the admin dashboard's 'Queue Dashboard' and shows the product's queues", async ({
    page,
    context,
  }) => {
    const errors = watchDashboardErrors(context);
    // Bull Board links a Google Fonts stylesheet; the test machine has no Internet, so it gets an empty one.
    await context.route('https://fonts.googleapis.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
    );
    await signIn(page, ADMIN, /\/admin-dashboard$/);

    const [dashboard] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Queue Dashboard' }).click(),
    ]);
    // The link's own address, without the trailing slash: the one whose scripts the CSP used to block.
    await expect(dashboard).toHaveURL(/\/admin\/queues$/);
    await expect(dashboard.getByText('Loading')).toBeHidden();
    for (const queue of ['mail', 'payment-events']) {
      await expect(dashboard.getByRole('link', { name: queue, exact: true }).first()).toBeVisible();
    }
    await dashboard.screenshot({ path: test.info().outputPath('queue-dashboard.png'), fullPage: true });
    expect(errors).toEqual([]);
  });
});
