import { expect, test } from './support/page-errors';
import { mailTo } from './support/mail-text';
import { ADMIN, OWNER, csrfHeaders, signInInNewContext } from './support/session';

/**
 * Issue 36 "Edits and moderation": the owner's Pending tab shows when each change was submitted, flags one
 * that a newer change overlaps, lets the owner withdraw it; the admin's Approvals tab has 'Pending only';
 * an admin's revert of an approved change shows as 'Reverted by the team' with its reason, and is mailed.
 */
test.describe("the owner's change history", () => {
  test('submitted times, a conflict flagged, a withdrawal, Pending only, and a revert the owner is told of', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(300_000);
    const stamp = `h${Date.now().toString(36).slice(-6)}`;
    const owner = await signInInNewContext(browser, OWNER, { landing: /\/school-dashboard$/ });
    const admin = await signInInNewContext(browser, ADMIN, { landing: /\/admin-dashboard$/ });
    const school = await (await owner.page.request.get('/api/school-dashboard/my-school')).json();
    const ownerHeaders = await csrfHeaders(owner.context);
    const adminHeaders = await csrfHeaders(admin.context);
    // The religious affiliation waits for review (docs/product.md "Edits and moderation"): each edit is a change.
    const submit = async (affiliation: string) => {
      const res = await owner.page.request.put(`/api/portal/schools/${school.id}`, {
        data: { religiousAffiliation: affiliation },
        headers: ownerHeaders,
      });
      expect(res.status()).toBe(200);
      return ((await res.json()) as { pendingChangeId: number }).pendingChangeId;
    };

    try {
      const older = await submit(`Older faith ${stamp}`);
      const newer = await submit(`Newer faith ${stamp}`);

      // The owner's Pending tab: each change to the minute, the older one flagged.
      await owner.page.setViewportSize({ width: 1366, height: 900 });
      await admin.page.setViewportSize({ width: 1366, height: 900 });
      await owner.page.goto('/school-dashboard');
      await owner.page.getByRole('tab', { name: /Pending/ }).click();
      const olderCard = owner.page.getByTestId(`my-change-${older}`);
      const newerCard = owner.page.getByTestId(`my-change-${newer}`);
      await expect(olderCard).toContainText(/Submitted [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M/);
      await expect(olderCard.getByTestId('change-conflicts')).toContainText(`Change #${newer} (submitted`);
      await expect(olderCard.getByTestId('change-conflicts')).toContainText('also sets Religious Affiliation.');
      await expect(newerCard.getByTestId('change-conflicts')).toHaveCount(0);
      await olderCard.scrollIntoViewIfNeeded();
      await owner.page.screenshot({ path: testInfo.outputPath('pending-conflict-desktop.png') });
      await owner.page.setViewportSize({ width: 390, height: 844 });
      await olderCard.scrollIntoViewIfNeeded();
      await owner.page.screenshot({ path: testInfo.outputPath('pending-conflict-phone.png') });
      await owner.page.setViewportSize({ width: 1366, height: 900 });

      // The owner withdraws the older one: it leaves the queue and is never applied.
      await olderCard.getByRole('button', { name: 'Withdraw' }).click();
      await expect(owner.page.getByText('Change Withdrawn')).toBeVisible();
      await expect(olderCard.getByText('Withdrawn', { exact: true })).toBeVisible();
      await expect(olderCard.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);

      // The admin's Approvals: 'Pending only' shows nothing decided; the newer change is there, the withdrawn not.
      await admin.page.getByRole('tab', { name: 'Approvals' }).click();
      await admin.page.getByLabel('Search by type, submitter or change data').fill(stamp);
      const cards = admin.page.locator('[data-testid^="admin-change-"]');
      await expect(admin.page.getByTestId(`admin-change-${older}`)).toContainText('Withdrawn');
      await admin.page.getByRole('switch', { name: 'Pending only' }).check();
      await expect(admin.page.getByTestId(`admin-change-${older}`)).toHaveCount(0);
      await expect(cards).toHaveCount(1);
      const card = admin.page.getByTestId(`admin-change-${newer}`);
      await expect(card).toContainText(/Submitted [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M/);
      await admin.page.screenshot({ path: testInfo.outputPath('approvals-pending-only.png') });
      await card.getByRole('button', { name: 'Approve' }).click();
      await admin.page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
      await expect(admin.page.getByText('The change has been approved and applied.')).toBeVisible();

      // The admin reverts the applied change, with a reason the owner reads.
      const log = (await (
        await admin.page.request.get(`/api/admin/audit-log?schoolId=${school.id}&action=school.change_applied&limit=20`)
      ).json()) as { items: { id: number; after: Record<string, unknown> }[] };
      // Other suites approve changes of the demo school too: this one set the newer affiliation.
      const applied = log.items.find((item) => item.after.religiousAffiliation === `Newer faith ${stamp}`)!;
      expect(applied).toBeDefined();
      const reason = `Our records show no religious affiliation (${stamp}).`;
      const reverted = await admin.page.request.post(`/api/admin/audit-log/${applied.id}/revert`, {
        data: { reason },
        headers: adminHeaders,
      });
      expect(reverted.status()).toBe(200);

      // The owner's history says so, with the reason, and the owner got a mail.
      await owner.page.reload();
      await owner.page.getByRole('tab', { name: /Pending/ }).click();
      await expect(newerCard.getByText('Reverted by the team')).toBeVisible();
      await expect(newerCard.getByText('Approved', { exact: true })).toHaveCount(0);
      await expect(newerCard).toContainText(`Reason: ${reason}`);
      await newerCard.scrollIntoViewIfNeeded();
      await owner.page.screenshot({ path: testInfo.outputPath('history-reverted.png') });
      const mail = await mailTo(OWNER.email, `A change to ${school.name} was reverted`);
      expect(mail).toContain(reason);
    } finally {
      // The demo school as it was for the other suites (an admin's edit applies at once).
      const restore = await admin.page.request.put(`/api/admin/schools/${school.id}`, {
        data: { religiousAffiliation: school.religiousAffiliation ?? '' },
        headers: adminHeaders,
      });
      expect(restore.status()).toBe(200);
      await Promise.all([owner.context.close(), admin.context.close()]);
    }
  });
});
