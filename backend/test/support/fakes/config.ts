import type { AppConfig } from '../../../src/config';

/** The configuration fields the use cases read, for unit specs. */
export function fakeConfig(): AppConfig {
  return {
    publicUrl: 'https://schools.example',
    contactEmail: 'hello@schools.example',
    mail: { contactInbox: 'inbox@schools.example', from: 'Vegas Private Schools <no-reply@schools.example>' },
    reviews: { tokenSecret: 'unit-spec-review-secret' },
    payments: {
      mode: 'sandbox',
      publishableKey: '',
      priceMonthly: 'price_monthly',
      priceYearly: 'price_yearly',
    },
  } as unknown as AppConfig;
}
