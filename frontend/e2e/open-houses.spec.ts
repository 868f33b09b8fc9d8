import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { linkInMail } from './support/mail';
import { expect, test } from './support/page-errors';
import { OWNER, signInInNewContext } from './support/session';

// The visitor is in New York: times still show in Las Vegas time, where the event is, with the zone named.
test.use({ timezoneId: 'America/New_York' });

/** A Las Vegas date `days` from now, as the date input takes it. */
function lasVegasDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** The raw .eml files (newest last) sent to `recipient`. */
async function rawMailsTo(recipient: string): Promise<string[]> {
  const dir = process.env.E2E_MAIL_DIR!;
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  const mails = await Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')));
  return mails.filter((mail) => new RegExp(`^To: .*${recipient.replace(/[.+]/g, '\\$&')}`, 'im').test(mail));
}

/** The invite.ics attachment of a MIME message, decoded. */
function icsAttachment(eml: string): string {
  const header = /Content-Type: text\/calendar[^\n]*\n(?:[ \t][^\n]*\n|[A-Za-z-]+:[^\n]*\n)*?\r?\n/i.exec(eml);
  if (!header) throw new Error('no text/calendar part in the mail');
  const rest = eml.slice(header.index + header[0].length);
  const body = rest.slice(0, rest.search(/\r?\n--/));
  const encoding = /Content-Transfer-Encoding:\s*([\w-]+)/i.exec(header[0])?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable')
    return body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return body;
}

/** RFC 5545: unfold lines, then read NAME[;params]:value pairs of the first VEVENT. */
function parseIcs(ics: string): { lines: string[]; event: Record<string, string> } {
  const lines = ics
    .replace(/\r\n[ \t]/g, '')
    .split(/\r\n/)
    .filter(Boolean);
  const start = lines.indexOf('BEGIN:VEVENT');
  const end = lines.indexOf('END:VEVENT');
  const event: Record<string, string> = {};
  for (const line of lines.slice(start + 1, end)) {
    const colon = line.indexOf(':');
    event[line.slice(0, colon).split(';')[0]] = line.slice(colon + 1);
  }
  return { lines, event };
}

test('an owner creates an open house; a family RSVPs, gets a valid .ics and cancels by the link; it shows everywhere', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Winter Open House ${Date.now().toString(36)}`;
  const day = lasVegasDate(6);

  // 1. The owner creates it in the dashboard's 'Open houses' tab (Las Vegas time 10:00, 5 seats, K-5).
  const { page: owner } = await signInInNewContext(browser, OWNER, {
    landing: /\/school-dashboard$/,
    // The owner's browser is in Las Vegas time (the visitor's is in New York).
    contextOptions: { timezoneId: 'America/Los_Angeles' },
  });
  const school = (await (await owner.request.get('/api/school-dashboard/my-school')).json()) as {
    slug: string;
    name: string;
    gradeMin: number | null;
    gradeMax: number | null;
  };
  await owner.getByRole('tab', { name: 'Open houses' }).click();
  await owner.getByRole('button', { name: 'New open house' }).click();
  const form = owner.getByRole('dialog', { name: 'New open house' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Date').fill(day);
  await form.getByLabel('Start time').fill('10:00');
  await form.getByLabel('Capacity (seats)').fill('5');
  // The grades default to the span the school teaches; this event is for K-5.
  const gradeName = (grade: number | null) =>
    grade === null
      ? ''
      : grade === -1
        ? 'Pre-K'
        : grade === 0
          ? 'Kindergarten'
          : `${grade}${['st', 'nd', 'rd'][grade - 1] ?? 'th'}`;
  await expect(form.getByRole('combobox', { name: 'From grade' })).toHaveText(gradeName(school.gradeMin ?? -1));
  await expect(form.getByRole('combobox', { name: 'To grade' })).toHaveText(gradeName(school.gradeMax ?? 12));
  await form.getByRole('combobox', { name: 'From grade' }).click();
  await owner.getByRole('option', { name: 'Kindergarten', exact: true }).click();
  await form.getByRole('combobox', { name: 'To grade' }).click();
  await owner.getByRole('option', { name: '5th', exact: true }).click();
  await form.getByLabel('Description').fill('Meet our teachers and tour the classrooms.');
  await form.getByRole('button', { name: 'Save open house' }).click();
  await expect(form).toBeHidden();
  const card = owner.getByRole('article', { name: title });
  await expect(card).toContainText('0 / 5 seats booked');

  // 2. /open-houses lists it in Las Vegas time, where it takes place, for this visitor in New York too.
  await page.goto('/open-houses');
  const event = page.getByRole('article', { name: title });
  await expect(event).toBeVisible();
  await expect(event.getByTestId('open-house-time')).toContainText(/10:00 AM – 11:30 AM P[SD]T/);
  await expect(event).toContainText(school.name);

  // The filters: grade (K-5 event), format, dates.
  await page.getByRole('combobox', { name: /^Grade/ }).click();
  await page.getByRole('option', { name: '3rd' }).click();
  await expect(page).toHaveURL(/grade=3/);
  await expect(event).toBeVisible();
  await page.getByRole('combobox', { name: /^Grade/ }).click();
  await page.getByRole('option', { name: '9th' }).click();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(event).toBeVisible();
  await page.getByRole('combobox', { name: /^Format/ }).click();
  await page.getByRole('option', { name: 'Virtual', exact: true }).click();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  await page.goto(`/open-houses?from=${day}&to=${day}&format=in_person`);
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await page.goto(`/open-houses?from=${lasVegasDate(8)}`);
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);

  // 3. A family RSVPs without an account.
  await page.goto('/open-houses');
  const email = `family-${Date.now().toString(36)}@example.com`;
  await page.getByRole('button', { name: `RSVP to ${title}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Your name').fill('Maria Lopez');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel("Child's grade").click();
  await page.getByRole('option', { name: 'Kindergarten' }).click();
  await dialog.getByRole('button', { name: 'RSVP' }).click();
  await expect(dialog.getByRole('status')).toContainText("You're registered!");
  await dialog.getByRole('button', { name: 'Close' }).click();

  // 3b. The RSVP is a lead in the owner's inbox showing what the family sent and nothing else (issue 36): no
  // intended start, newsletter or consent line (the RSVP form asks none), no invented 'Sent from' page.
  await owner.getByRole('tab', { name: /^Leads/ }).click();
  await owner.getByLabel('Search by name or e-mail').fill(email);
  await owner.getByRole('button', { name: 'Search' }).click();
  const rsvpRow = owner.locator('[data-testid^="lead-"]').filter({ hasText: 'Maria Lopez' });
  await expect(rsvpRow).toHaveCount(1);
  await rsvpRow.getByRole('button').click();
  const rsvpLead = owner.getByRole('dialog', { name: 'Maria Lopez' });
  await expect(rsvpLead.getByText(`RSVP for the open house "${title}"`)).toBeVisible();
  await expect(rsvpLead.getByText('Kindergarten', { exact: true })).toBeVisible();
  for (const label of ['Intended Start', 'Sent From', 'Newsletter', 'Consent'])
    await expect(rsvpLead.getByText(label, { exact: true })).toHaveCount(0);
  await rsvpLead.getByRole('button', { name: 'Close' }).click();
  await owner.getByRole('tab', { name: 'Open houses' }).click();

  // 4. The confirmation mail carries a valid invite.ics for this event.
  let eml = '';
  await expect
    .poll(async () => (eml = (await rawMailsTo(email)).find((mail) => mail.includes('invite.ics')) ?? ''), {
      timeout: 20_000,
      message: 'the confirmation mail',
    })
    .not.toBe('');
  const { lines, event: vevent } = parseIcs(icsAttachment(eml));
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  expect(lines).toContain('VERSION:2.0');
  expect(vevent.SUMMARY).toContain(title);
  const listed = (await (await page.request.get(`/api/open-houses?school=${school.slug}&limit=100`)).json()) as {
    openHouses: { title: string; startsAt: string; endsAt: string }[];
  };
  const stored = listed.openHouses.find((row) => row.title === title)!;
  const icsTime = (value: string) =>
    new Date(value.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z')).toISOString();
  expect(icsTime(vevent.DTSTART)).toBe(stored.startsAt);
  expect(icsTime(vevent.DTEND)).toBe(stored.endsAt);
  expect(vevent.UID).toBeTruthy();

  // The owner sees the attendee.
  await owner.reload();
  await expect(owner.getByRole('article', { name: title })).toContainText('1 / 5 seats booked');

  // 4b. The owner moves it an hour later: the dialog says families are told, and the family's new mail
  // carries an invite that replaces theirs (same UID, higher SEQUENCE, the new start).
  await owner.getByRole('article', { name: title }).getByRole('button', { name: 'Edit' }).click();
  const edit = owner.getByRole('dialog', { name: 'Edit open house' });
  await expect(edit).toContainText('Families have signed up');
  await edit.getByLabel('Start time').fill('11:00');
  await edit.getByRole('button', { name: 'Save open house' }).click();
  await expect(edit).toBeHidden();
  let changed = '';
  await expect
    .poll(async () => (changed = (await rawMailsTo(email)).find((mail) => /^Subject: Changed:/im.test(mail)) ?? ''), {
      timeout: 20_000,
      message: 'the change mail',
    })
    .not.toBe('');
  const moved = parseIcs(icsAttachment(changed)).event;
  expect(moved.UID).toBe(vevent.UID);
  expect(Number(moved.SEQUENCE)).toBeGreaterThan(Number(vevent.SEQUENCE));
  expect(new Date(icsTime(moved.DTSTART)).getTime() - new Date(stored.startsAt).getTime()).toBe(3_600_000);

  // 5. The family cancels by the link in the mail (no account).
  const cancelLink = await linkInMail(email, '/open-houses/cancel');
  await page.goto(cancelLink);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel my RSVP' }).click();
  await expect(page.getByRole('status')).toContainText('Your RSVP is cancelled');
  await owner.reload();
  await expect(owner.getByRole('article', { name: title })).toContainText('0 / 5 seats booked');

  // 6. The school page and the home page show it; the served HTML carries schema.org Event JSON-LD.
  await page.goto(`/schools/${school.slug}`);
  await expect(page.getByRole('region', { name: 'Open Houses' }).getByRole('article', { name: title })).toBeVisible();
  const html = await (await page.request.get(`/schools/${school.slug}`)).text();
  expect(html).toContain('"@type":"Event"');
  expect(html).toContain(title);
  const listHtml = await (await page.request.get('/open-houses')).text();
  expect(listHtml).toContain('"@type":"Event"');
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Upcoming Open Houses' }).getByRole('article', { name: title }),
  ).toBeVisible();
  await owner.context().close();
});
