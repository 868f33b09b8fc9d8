import { expect, test } from './support/page-errors';
import { linkInMail, mailTo } from './support/mail';
import { ADMIN, OWNER, signIn, signInInNewContext, submitSignIn } from './support/session';

const tag = Date.now().toString(36);

/**
 * Issue 36 "Operator console": a new neighborhood without data praises nobody and can be archived or
 * deleted; one article category list for the admin and the owners; invitations by e-mail and a profile
 * page; the contact inbox keeps notes and an assignee and replies from the product.
 */
test.describe('operator console (issue 36)', () => {
  // Each test is a whole walk (several sign-ins, mails through the worker): slow on a shared machine.
  test.describe.configure({ timeout: 240_000 });

  test('a neighborhood nobody rated shows no rating; archived it leaves the public pages; restored; deleted', async ({
    page,
    browser,
  }) => {
    const name = `E2E ${tag} Quiet Flats`;
    await signIn(page, ADMIN, /\/admin-dashboard$/);
    await page.goto('/admin-dashboard?tab=neighborhoods');
    await page.getByRole('button', { name: 'New Neighborhood' }).click();
    const editor = page.getByRole('dialog', { name: 'New Neighborhood' });
    await editor.getByLabel(/^Name/).fill(name);
    await editor.getByLabel(/^City/).fill('Las Vegas');
    await editor.getByRole('button', { name: 'Create Neighborhood' }).click();
    await expect(editor).toBeHidden();

    // A visitor's own browser each time: another one may still hold an earlier public answer.
    const visit = async (path: string) => {
      const visitor = await browser.newPage();
      await visitor.goto(path);
      return visitor;
    };
    const fresh = await visit(`/neighborhoods/${encodeURIComponent(name)}`);
    await expect(fresh.getByRole('heading', { level: 1, name })).toBeVisible();
    const lifestyle = fresh.getByRole('region', { name: 'Lifestyle' });
    await expect(lifestyle).toBeVisible();
    await expect(lifestyle).not.toContainText('Family Friendly');
    await expect(fresh.getByRole('main')).not.toContainText('Excellent');
    await fresh.close();

    const card = page.locator('[data-testid^="admin-neighborhood-"]', { hasText: name });
    await card.getByRole('button', { name: `Archive ${name}` }).click();
    await page
      .getByRole('dialog', { name: `Archive ${name}?` })
      .getByRole('button', { name: 'Archive Neighborhood' })
      .click();
    await expect(card.getByText('Archived', { exact: true })).toBeVisible();
    await expect(async () => {
      const hidden = await visit(`/neighborhoods/${encodeURIComponent(name)}`);
      try {
        await expect(hidden.getByRole('heading', { name: 'Neighborhood Not Found' })).toBeVisible({ timeout: 3000 });
      } finally {
        await hidden.close();
      }
    }).toPass();
    const list = await visit('/neighborhoods');
    await expect(list.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(list.getByRole('main')).not.toContainText(name);
    await list.close();

    await card.getByRole('button', { name: `Restore ${name}` }).click();
    await expect(card.getByText('Archived', { exact: true })).toHaveCount(0);
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await page
      .getByRole('dialog', { name: `Delete ${name}?` })
      .getByRole('button', { name: 'Delete Neighborhood' })
      .click();
    await expect(page.getByText(`${name} was deleted.`)).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test('the admin and the owners choose an article category from one list, in the same words', async ({
    page,
    browser,
  }) => {
    const optionsOf = async (p: typeof page) => {
      await p.getByLabel('Category').click();
      const options = await p.getByRole('option').allTextContents();
      await p.keyboard.press('Escape');
      return options;
    };
    await signIn(page, ADMIN, /\/admin-dashboard$/);
    await page.goto('/admin-dashboard?tab=articles');
    await page.getByRole('button', { name: 'New Article' }).click();
    const adminList = await optionsOf(page);

    const owner = await signInInNewContext(browser, OWNER, { landing: /\/school-dashboard$/ });
    await owner.page.getByRole('tab', { name: 'Articles' }).click();
    const ownerList = await optionsOf(owner.page);
    await owner.context.close();

    expect(adminList).toEqual([
      'ADMISSIONS GUIDE',
      'BACK-TO-SCHOOL',
      'PARENT TIPS',
      'ORGANIZATION',
      'LOCAL NEWS',
      'RANKINGS',
    ]);
    expect(ownerList).toEqual(adminList);
  });

  test("the admin invites a school's second owner by e-mail; they accept, then change their own name and e-mail", async ({
    page,
    browser,
  }) => {
    const email = `e2e-invitee-${tag}@example.com`;
    const newEmail = `e2e-moved-${tag}@example.com`;
    const password = 'Desert-Willow-Evening-7';
    await signIn(page, ADMIN, /\/admin-dashboard$/);
    const schools = (await (await page.request.get('/api/admin/schools?limit=1')).json()) as {
      items: { id: number; name: string }[];
    };
    const school = schools.items[0];

    await page.goto('/admin-dashboard?tab=users');
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite someone' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toContainText('Please enter a valid email');
    await expect(dialog).toContainText('Please choose the school');
    await dialog.getByRole('combobox', { name: /^School/ }).fill(school.name);
    await page
      .getByRole('option', { name: new RegExp(`^${school.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `) })
      .first()
      .click();
    await dialog.getByLabel(/^Email/).fill(email);
    await dialog.getByLabel('First name').fill('Ines');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${email} has an e-mail with a link to set up the account.`)).toBeVisible();

    // The invitee: the one-time link sets a password and signs them in to the school they were given.
    const invitee = await browser.newContext();
    const me = await invitee.newPage();
    await me.goto(await linkInMail(email, '/set-password'));
    await me.getByLabel('New Password').fill(password);
    await me.getByLabel('Confirm Password').fill(password);
    await me.getByRole('button', { name: 'Set Password' }).click();
    await expect(me).toHaveURL(/\/school-dashboard$/);
    await expect(me.getByText(school.name).first()).toBeVisible();

    // Their own profile: the name, then the e-mail, confirmed from the new address.
    await me.goto('/account');
    await expect(me.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
    await me.getByLabel('Last name').fill('Invited');
    await me.getByRole('button', { name: 'Save name' }).click();
    await expect(me.getByText('Your name has been updated.')).toBeVisible();
    await me.getByLabel('New email').fill(newEmail);
    await me.getByLabel('Current password').fill(password);
    await me.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(me.getByRole('status').filter({ hasText: `We sent a link to ${newEmail}` })).toBeVisible();
    // Nothing changed until the new address opens its link.
    await me.reload();
    await expect(me.getByRole('main')).toContainText(`You sign in with ${email}`);

    await me.goto(await linkInMail(newEmail, '/confirm-email'));
    await me.getByRole('button', { name: 'Confirm my new email' }).click();
    await expect(me.getByText(`Your e-mail address is now ${newEmail}.`)).toBeVisible();
    // The old address is told.
    expect(await mailTo(email, 'no longer signs in')).toContain(newEmail);
    await invitee.close();

    const again = await browser.newContext();
    const signInPage = await again.newPage();
    await signInPage.goto('/login');
    await submitSignIn(signInPage, { email: newEmail, password });
    await expect(signInPage).toHaveURL(/\/school-dashboard$/);
    await again.close();
  });

  test('the contact inbox keeps notes and an assignee, and replies from the product', async ({ page, request }) => {
    const email = `e2e-family-${tag}@example.com`;
    const sent = await request.post('/api/contact', {
      data: { firstName: 'Rosa', lastName: 'Reyes', email, subject: 'general', message: 'Do you list preschools?' },
    });
    expect(sent.status()).toBe(201);

    await signIn(page, ADMIN, /\/admin-dashboard$/);
    await page.goto('/admin-dashboard?tab=inbox');
    await page.getByLabel('Search messages by name, email or text').fill(email);
    const card = page.locator('[data-testid^="contact-message-"]', { hasText: email });
    await expect(card).toHaveCount(1);

    await card.getByRole('combobox', { name: /^Assigned to/ }).click();
    const admins = page.getByRole('listbox').getByRole('option');
    await expect(admins.nth(1)).toBeVisible();
    const adminName = (await admins.nth(1).textContent())!;
    await admins.nth(1).click();
    await expect(page.getByText(`${adminName} looks after it.`)).toBeVisible();

    await card.getByLabel('Team notes').fill('Send the Pre-K filter link.');
    await card.getByRole('button', { name: 'Save notes' }).click();
    await expect(page.getByText('The team notes are saved.')).toBeVisible();

    await card.getByRole('button', { name: 'Send reply' }).click();
    await expect(card).toContainText('Please write a reply');
    await card.getByLabel('Reply to Rosa').fill('Yes: choose Pre-K under Grades on the schools page.');
    await card.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText(`Your reply is on its way to ${email}.`)).toBeVisible();
    await expect(card.getByRole('region', { name: 'Replies to Rosa Reyes' })).toContainText(
      'Yes: choose Pre-K under Grades on the schools page.',
    );

    // Kept after a reload: the notes, the assignee, the reply and the answered status.
    await page.reload();
    await page.getByLabel('Search messages by name, email or text').fill(email);
    await expect(card.getByLabel('Team notes')).toHaveValue('Send the Pre-K filter link.');
    await expect(card.getByRole('combobox', { name: /^Assigned to/ })).toHaveText(adminName);
    await expect(card.getByRole('combobox', { name: /^Status/ })).toHaveText('Answered');

    // The family's mail: the reply and their message, answering to the team's inbox, not to no-reply.
    const mail = await mailTo(email, 'choose Pre-K under Grades');
    expect(mail).toMatch(/^Reply-To: .+@/im);
    expect(mail).not.toMatch(/^Reply-To: .*no-reply/im);
    expect(mail).toContain('Do you list preschools?');
  });
});
