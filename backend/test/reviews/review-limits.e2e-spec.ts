import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import { createSchool, newTag } from '../moderation/moderation-fixtures';
import { reviewForm, reviewsOf, writeAndConfirm } from './review-fixtures';

/** Issue 39: writing is limited per client address and per e-mail address; 'Helpful' and 'Report' per address. */
describe('reviews: rate limits (issue 39)', () => {
  let t: TestApp;
  let schoolId: number;
  const tag = newTag();

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PUBLIC_FORM_PER_HOUR: '4', RATE_LIMIT_PUBLIC_FORM_PER_EMAIL_PER_HOUR: '2' });
    schoolId = (await createSchool(t, `Review ${tag} Limits Academy`)).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const api = () => request(t.app.getHttpServer());

  it('refuses a third review from one address within the hour with 429, storing nothing', async () => {
    const email = `limits-${tag}@example.com`;
    await api().post(`/api/schools/${schoolId}/reviews`).send(reviewForm({ email })).expect(201);
    await api().post(`/api/schools/${schoolId}/reviews`).send(reviewForm({ email })).expect(201);
    const refused = await api().post(`/api/schools/${schoolId}/reviews`).send(reviewForm({ email })).expect(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await reviewsOf(t, email)).toHaveLength(2);
  });

  it("limits 'Helpful' and 'Report' per client address", async () => {
    const review = await writeAndConfirm(t, schoolId);
    for (let i = 0; i < 4; i += 1)
      await api().post(`/api/reviews/${review.id}/helpful`).set('User-Agent', `browser-${i}`).expect(200);
    await api().post(`/api/reviews/${review.id}/helpful`).set('User-Agent', 'browser-5').expect(429);
    for (let i = 0; i < 4; i += 1)
      await api().post(`/api/reviews/${review.id}/reports`).send({ guideline: 'advertising' }).expect(201);
    await api().post(`/api/reviews/${review.id}/reports`).send({ guideline: 'advertising' }).expect(429);
  });
});
