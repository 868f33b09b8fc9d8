import { ThemeProvider, createTheme } from '@mui/material';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CostScheduleResponse, ScholarshipRulesResponse } from '@/shared/api';
import { CostEstimator } from './cost-estimator';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const schedule: CostScheduleResponse = {
  schoolId: 1,
  schoolYear: '2027-28',
  tuitionBands: [
    { fromGrade: 0, toGrade: 5, annualTuition: 14_200 },
    { fromGrade: 6, toGrade: 8, annualTuition: 16_500 },
  ],
  fees: [{ kind: 'application', name: null, amount: 100, frequency: 'one_time' }],
  secondChildDiscount: { kind: 'percent', value: 10 },
  thirdChildDiscount: null,
  paymentPlans: ['annual'],
  assistance: null,
  confirmedOn: '2026-12-01',
  confirmedBy: 'owner',
};
const rules: ScholarshipRulesResponse = {
  id: 1,
  schoolYear: '2027-28',
  incomeLimits: Array.from({ length: 12 }, (_, index) => 80_000 + 10_000 * index),
  maxAward: 9_000,
  sourceUrl: 'https://opportunityscholarship.nv.gov/',
  checkedOn: '2026-12-01',
};

describe('the cost estimator', () => {
  it('shows the figures for two children from what was typed, and sends nothing anywhere', async () => {
    const fetchSpy = jest.fn();
    const originalFetch = global.fetch;
    global.fetch = fetchSpy as unknown as typeof fetch;
    const user = userEvent.setup();
    render(
      <ThemeProvider theme={createTheme()}>
        <CostEstimator schedule={schedule} rules={rules} acceptsOpportunityScholarship />
      </ThemeProvider>,
    );
    await user.type(screen.getByLabelText('People in your household'), '4');
    await user.type(screen.getByLabelText('Yearly household income ($)'), '95,000');
    await user.click(screen.getByRole('button', { name: 'Add a child' }));
    await user.click(screen.getByLabelText('Child 2: grade next school year'));
    await user.click(screen.getByRole('option', { name: 'Grade 7' }));

    const estimate = screen.getByTestId('cost-estimate');
    // Grade 7 pays 16,500 + 100; Kindergarten 14,200 less 10 % (1,420) + 100.
    expect(within(estimate).getByTestId('estimate-sticker')).toHaveTextContent('$29,480 the first year');
    expect(within(estimate).getByTestId('estimate-eligibility')).toHaveTextContent(
      'likely eligible (income limit for 4: $110,000). Maximum award $9,000',
    );
    expect(within(estimate).getByTestId('estimate-range')).toHaveTextContent('$11,480 to $29,480');
    expect(fetchSpy).not.toHaveBeenCalled();
    global.fetch = originalFetch;
  });
});
