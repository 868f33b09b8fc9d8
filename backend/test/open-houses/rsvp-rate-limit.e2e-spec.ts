import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import { as, createSchool, linkOwner, newTag, signInAs } from '../moderation/moderation-fixtures';
import { openHouseForm, rsvpForm } from './open-house-fixtures';

/**
 * Issue 35: RSVPs were limited per client address like the public forms (10 an hour), so the families
 * of one school, or of one carrier's network, were turned away after the tenth. Now they are limited per
 * e-mail address and event, under a generous per-address ceiling.
 */
describe('open houses: the RSVP rate limit', () => {
  let t: TestApp;
  const tag = newTag();
  const ip = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;

  beforeAll(async () => {
    // The public forms' per-address limit is tight here: RSVPs must not be held to it.
    t = await createTestApp({
      RATE_LIMIT_PUBLIC_FORM_PER_HOUR: '2',
      RATE_LIMIT_RSVP_PER_EMAIL_PER_HOUR: '2',
      RATE_LIMIT_RSVP_PER_ADDRESS_PER_HOUR: '8',
      TRUST_PROXY: 'true',
    });
  });
  afterAll(() => t.close());

  const newOpenHouse = async (): Promise<string> => {
    const school = await createSchool(t, `Rsvp Limit ${tag} ${Math.random().toString(36).slice(2, 7)}`, {
      isPremium: true,
    });
    const owner = await signInAs(t, 'school_admin', 'Olga');
    await linkOwner(t, owner.id, school.id);
    const { body } = await as(t, owner)
      .post(`/api/portal/schools/${school.id}/open-houses`)
      .send(openHouseForm({ capacity: 100 }))
      .expect(201);
    return (body as { id: string }).id;
  };
  const rsvp = (openHouseId: string, body: Record<string, unknown>) =>
    request(t.app.getHttpServer()).post(`/api/open-houses/${openHouseId}/rsvps`).set('X-Forwarded-For', ip).send(body);

  it('lets many families behind one address RSVP, limits one e-mail per event, and keeps a per-address ceiling', async () => {
    const first = await newOpenHouse();
    const second = await newOpenHouse();
    // Four families from the same network: more than the public forms' two an hour per address.
    for (let family = 0; family < 4; family++) await rsvp(first, rsvpForm()).expect(201);

    // One address, the same event: the second try (already registered) still counts, the third is refused.
    const email = `rsvp-limit-${tag}@example.com`;
    await rsvp(first, rsvpForm({ email })).expect(201);
    await rsvp(first, rsvpForm({ email })).expect(409);
    const refused = await rsvp(first, rsvpForm({ email: ` ${email} ` })).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The same family may still RSVP to another open house.
    await rsvp(second, rsvpForm({ email })).expect(201);

    // The per-address ceiling (8 here; 300 by default) stops a flood from one address, whatever the e-mail.
    const refusedByCeiling = await rsvp(second, rsvpForm()).expect(429);
    expect(Number(refusedByCeiling.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    await request(t.app.getHttpServer())
      .post(`/api/open-houses/${second}/rsvps`)
      .set('X-Forwarded-For', '198.51.100.77')
      .send(rsvpForm())
      .expect(201);
  });
});
