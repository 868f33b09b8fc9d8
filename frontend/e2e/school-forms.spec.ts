import { expect, test } from './support/page-errors';
import { OWNER, csrfHeaders, signInInNewContext } from './support/session';

const LONGITUDE_OUTSIDE = 'Longitude must be within the Las Vegas valley (-115.45 to -114.85)';

test.describe('school forms: type from the list, map pin in the valley', () => {
  test('the portal form picks a school type from the list and explains and checks the map pin', async ({ browser }) => {
    const { context, page } = await signInInNewContext(browser, OWNER, { landing: /\/school-dashboard$/ });
    const school = await (await page.request.get('/api/school-dashboard/my-school')).json();
    const chosen = school.schoolType === 'STEM Focus' ? 'Classical' : 'STEM Focus';

    await page.goto('/portal');
    await page.getByRole('tab', { name: 'Schools' }).click();
    const form = page.getByRole('form', { name: 'Edit School Information' });

    // The type is a list of the twelve types of docs/product.md "The lists", not free text.
    const type = form.getByRole('combobox', { name: /School Type/ });
    await expect(type).toHaveText(school.schoolType);
    await type.click();
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options).toHaveCount(12);
    await expect(options.first()).toHaveText('Faith-Based');
    await page.getByRole('option', { name: chosen, exact: true }).click();
    await expect(type).toHaveText(chosen);

    // Latitude and longitude sit in one explained group and must lie in the Las Vegas valley.
    const pin = form.getByRole('group', { name: 'Location on the map' });
    await expect(pin).toHaveAccessibleDescription(
      'Reviewed before publishing · Used to place the school on the map; must be in the Las Vegas valley',
    );
    const longitude = pin.getByLabel('Longitude');
    await longitude.fill('115.14');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(pin.getByText(LONGITUDE_OUTSIDE)).toBeVisible();

    await longitude.fill(String(school.longitude ?? -115.14));
    const saved = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().endsWith(`/api/portal/schools/${school.id}`),
    );
    await form.getByRole('button', { name: 'Save Changes' }).click();
    expect((await saved).postDataJSON()).toMatchObject({ schoolType: chosen });
    // The school type is reviewed before publishing (docs/product.md "Edits and moderation").
    await expect(
      page.getByText('School information updated successfully. Some changes are waiting for review.'),
    ).toBeVisible();

    // The server holds the same rules, with the same texts.
    const refused = await page.request.put(`/api/portal/schools/${school.id}`, {
      data: { schoolType: 'Montesori', longitude: 115.14 },
      headers: await csrfHeaders(context),
    });
    expect(refused.status()).toBe(400);
    const body = await refused.json();
    expect(body.errors.schoolType[0]).toMatch(/^School type must be one of: Faith-Based, Montessori, /);
    expect(body.errors.longitude).toEqual([LONGITUDE_OUTSIDE]);

    // Put the demo school back as it was for the other suites (the type never went live; the pin may have).
    const restore = await page.request.put(`/api/portal/schools/${school.id}`, {
      data: { schoolType: school.schoolType, latitude: school.latitude, longitude: school.longitude },
      headers: await csrfHeaders(context),
    });
    expect(restore.status()).toBe(200);
    await context.close();
  });
});
