import { ThemeProvider, createTheme } from '@mui/material';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { SubscriptionPlanResponse } from '@/shared/api';
import type { PlanType } from '../model/claim-form';
import { PricingCard } from './pricing-card';

const PLANS: SubscriptionPlanResponse[] = [
  { id: 1, name: 'Monthly', price: 9900, interval: 'monthly', features: ['Premium badge', 'Cancel anytime'] },
  { id: 2, name: 'Yearly', price: 99500, interval: 'yearly', features: ['Premium badge', 'Billed once a year'] },
];

function Harness({ plans = PLANS }: { plans?: SubscriptionPlanResponse[] }) {
  const [planType, setPlanType] = useState<PlanType | null>(null);
  return (
    <ThemeProvider theme={createTheme()}>
      <PricingCard plans={plans} isLoading={false} planType={planType} onPlanTypeChange={setPlanType} />
      <output data-testid="chosen">{planType}</output>
    </ThemeProvider>
  );
}

describe('PricingCard', () => {
  it('has the #pricing anchor, chooses no plan for the claimant (issue 36) and shows the computed saving', () => {
    const { container } = render(<Harness />);
    expect(container.querySelector('#pricing')).not.toBeNull();
    expect(screen.getByTestId('chosen')).toHaveTextContent('');
    expect(screen.getByRole('radio', { name: 'Yearly' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Monthly' })).not.toBeChecked();
    expect(screen.getByText('Save $193 per year')).toBeInTheDocument();
    expect(screen.getByText('Save 17%')).toBeInTheDocument();
    expect(screen.getByText('$995')).toBeInTheDocument();
    expect(screen.getByText('$99')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Included with Premium' })).getByText('Cancel anytime'),
    ).toBeInTheDocument();
  });

  it('toggles the plan by clicking the card or its radio', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.click(screen.getByText('Monthly'));
    expect(screen.getByTestId('chosen')).toHaveTextContent('monthly');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(screen.getByTestId('chosen')).toHaveTextContent('yearly');
  });

  it('follows the plan prices instead of a fixed saving', () => {
    render(<Harness plans={[{ ...PLANS[0], price: 10000 }, PLANS[1]]} />);
    expect(screen.getByText('Save $205 per year')).toBeInTheDocument();
    expect(screen.getByText('Save 18%')).toBeInTheDocument();
  });
});
