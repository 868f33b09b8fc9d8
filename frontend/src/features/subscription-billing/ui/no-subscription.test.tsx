import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NoSubscription } from './no-subscription';

describe('NoSubscription', () => {
  it('offers a plan to a school without premium', () => {
    render(<NoSubscription />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { name: 'No Active Subscription' })).toBeTruthy();
    expect(screen.getByText(/Choose a plan to unlock the premium listing/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a Plan' }).getAttribute('href')).toBe('/subscription');
  });

  it('tells a premium school without a subscription that its premium was granted, not that it lacks it', () => {
    render(<NoSubscription premium />, { wrapper: MemoryRouter });
    expect(screen.getByText(/premium listing was granted by the Vegas Private Schools team/)).toBeTruthy();
    expect(screen.queryByText(/unlock the premium listing/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Choose a Plan' })).toBeTruthy();
  });
});
