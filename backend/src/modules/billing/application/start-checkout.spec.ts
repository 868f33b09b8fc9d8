import { FakePaymentGateway, MemoryPlans } from '../../../../test/support/fakes/billing';
import { fakeConfig } from '../../../../test/support/fakes/config';
import { PlanNotFoundError } from '../domain/billing.errors';
import { StartCheckout } from './start-checkout';
import { SubscriptionPlans } from './subscription-plans';

function setUp() {
  const plans = new MemoryPlans();
  const gateway = new FakePaymentGateway();
  let request: Parameters<FakePaymentGateway['createCheckoutSession']>[0] | undefined;
  const original = gateway.createCheckoutSession.bind(gateway);
  gateway.createCheckoutSession = async (input) => {
    request = input;
    return original(input);
  };
  return {
    plans,
    gateway,
    start: new StartCheckout(new SubscriptionPlans(plans, fakeConfig()), gateway),
    sent: () => request,
  };
}

const input = {
  planId: 2,
  customerEmail: 'rosa@example.com',
  metadata: { claimId: '7' },
  successUrl: 'https://schools.example/claim-school?status=success',
  cancelUrl: 'https://schools.example/claim-school?status=cancelled',
  idempotencyKey: 'claim:7:checkout:1',
};

describe('StartCheckout', () => {
  it('sells the plan at its provider price, names the plan in the metadata and answers where to send the browser', async () => {
    const { start, sent } = setUp();

    expect(await start.execute(input)).toEqual({ sessionId: 'cs_claim:7:checkout:1', url: 'https://pay.example/2' });
    expect(sent()).toEqual({
      priceId: 'price_yearly',
      customerEmail: 'rosa@example.com',
      metadata: { claimId: '7', planId: '2' },
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      idempotencyKey: 'claim:7:checkout:1',
    });
  });

  it('refuses a plan that is not on sale, without calling the provider', async () => {
    const { start, plans, gateway } = setUp();
    plans.plans[1].isActive = false;

    await expect(start.execute(input)).rejects.toBeInstanceOf(PlanNotFoundError);
    await expect(start.execute({ ...input, planId: 99 })).rejects.toBeInstanceOf(PlanNotFoundError);
    expect(gateway.calls).toHaveLength(0);
  });
});
