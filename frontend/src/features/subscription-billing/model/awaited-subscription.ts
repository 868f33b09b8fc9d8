import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useGetPortalSubscriptionQuery } from '@/shared/api/signed-in';

/** The navigation state the subscription page leaves with after a successful first payment. */
export interface PaidSchoolState {
  paidSchoolId: number | null;
}

const POLL_MS = 2_000;
/** Long enough for a webhook retried once; after that the status shown is whatever the server says. */
const WAIT_MS = 60_000;

const isRunning = (status: string | undefined) => status === 'active' || status === 'trialing';

/**
 * A school's subscription (GET /api/portal/subscription/{schoolId}). Right after its first payment (the
 * subscription page's `PaidSchoolState`), the subscription exists only once the provider's webhook has been
 * processed: until then it is asked for again every 2 s, and `activating` is true, so the portal does not say
 * 'No Subscription' under the 'Payment Successful' toast.
 */
export function usePortalSubscription(schoolId: number) {
  const location = useLocation();
  const paid = (location.state as Partial<PaidSchoolState> | null)?.paidSchoolId === schoolId;
  const [waiting, setWaiting] = useState(paid);
  const query = useGetPortalSubscriptionQuery(
    { schoolId },
    { refetchOnMountOrArgChange: paid, pollingInterval: waiting ? POLL_MS : 0 },
  );
  const running = isRunning(query.data?.subscription?.status);
  useEffect(() => {
    if (running) setWaiting(false);
  }, [running]);
  useEffect(() => {
    if (!paid) return;
    const timer = setTimeout(() => setWaiting(false), WAIT_MS);
    return () => clearTimeout(timer);
  }, [paid]);
  return { ...query, activating: waiting && !running };
}
