import type { TestApp } from '../support/test-app';
import { as, sql, tag } from '../billing/billing-fixtures';

export const PAYS = '4242 4242 4242 4242';
export const DECLINES = '4000 0000 0000 0002';
export const AUTHENTICATES = '4000 0025 0000 3155';

/** Submits a claim through the public form; answers the claim's id and its sandbox checkout session id. */
export async function claimCheckout(
  t: TestApp,
  planType: 'monthly' | 'yearly' = 'yearly',
): Promise<{ claimId: number; sessionId: string; email: string }> {
  const id = tag();
  const email = `sandbox-claimant-${id}@example.com`;
  const res = await as(t)
    .post('/api/schools/claim-with-subscription')
    .send({
      schoolName: `Sandbox Claimed Academy ${id}`,
      firstName: 'Jo',
      lastName: 'Tester',
      email,
      phone: '(702) 555-0142',
      position: 'Head of School',
      message: 'I run admissions and manage our public listings.',
      planType,
    })
    .expect(200);
  const sessionId = new URL(res.body.checkoutUrl).pathname.split('/').pop()!;
  const [claim] = await sql<{ id: number }>(t, 'select "id" from "school_claim_request" where "email" = ?', [email]);
  return { claimId: claim.id, sessionId, email };
}

/** Stored payment events about a claim (its checkout, invoice or subscription), oldest first. */
export function claimEvents(t: TestApp, claimId: number): Promise<{ id: string; type: string }[]> {
  return sql(
    t,
    `select "id", "type" from "payment_event"
     where "payload"->'data'->'object'->'metadata'->>'claimId' = ?
        or "payload"->'data'->'object'->'parent'->'subscription_details'->'metadata'->>'claimId' = ?
     order by "received_at", "id"`,
    [String(claimId), String(claimId)],
  );
}

export async function claimPaymentStatus(t: TestApp, claimId: number): Promise<string> {
  const [row] = await sql<{ payment_status: string }>(
    t,
    'select "payment_status" from "school_claim_request" where "id" = ?',
    [claimId],
  );
  return row.payment_status;
}
