import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { signReviewToken } from '../../src/modules/reviews/domain/review-token';
import type { TestApp } from '../support/test-app';
import { sql } from '../moderation/moderation-fixtures';

/** A review form as the school page sends it; `marker` makes the body unique (the same-text check). */
export function reviewForm(overrides: Record<string, unknown> = {}, marker = randomUUID().slice(0, 8)) {
  const form: Record<string, unknown> & { email: string; title: string } = {
    overall: 4,
    academics: 4,
    teachers: 5,
    community: 4,
    communication: 3,
    title: 'Warm teachers and a demanding program',
    body: `Our two children have been here for three years (${marker}). The teachers know every child by name and the reading program is strong.`,
    relationship: 'current_parent',
    schoolYearFrom: 2022,
    schoolYearTo: 2024,
    firstName: 'Jane',
    lastName: 'Doe',
    email: `review-${marker}-${randomUUID().slice(0, 6)}@example.com`,
    ...overrides,
  };
  return form;
}

export function reviewsOf(t: TestApp, email: string) {
  return sql<{
    id: string;
    status: string;
    school_id: number;
    email: string | null;
    hold_reasons: string[];
    display_name: string;
    removal_reason: string | null;
    confirmed_at: Date | null;
    published_at: Date | null;
  }>(t, 'select * from review where email = ? order by created_at', [email]);
}

/** The token a confirmation mail carries (signed with the app's REVIEW_TOKEN_SECRET). */
export function tokenFor(t: TestApp, kind: 'confirm' | 'manage', reviewId: string): string {
  return signReviewToken(kind, reviewId, t.config.reviews.tokenSecret);
}

/** Writes and confirms a review through the API; returns its id and the confirm answer's status. */
export async function writeAndConfirm(
  t: TestApp,
  schoolId: number,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; email: string; status: string }> {
  const form = reviewForm(overrides);
  await request(t.app.getHttpServer()).post(`/api/schools/${schoolId}/reviews`).send(form).expect(201);
  const [row] = await reviewsOf(t, form.email.toLowerCase());
  const confirmed = await request(t.app.getHttpServer())
    .post('/api/reviews/confirm')
    .send({ token: tokenFor(t, 'confirm', row.id) })
    .expect(200);
  return { id: row.id, email: form.email.toLowerCase(), status: confirmed.body.status as string };
}
