import { ThemeProvider, createTheme } from '@mui/material';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@/shared/ui';
import { ClaimForm, type ClaimFormProps } from './claim-form';

function renderForm(props: Partial<ClaimFormProps> & Pick<ClaimFormProps, 'submit'>) {
  const redirect = jest.fn();
  const view = render(
    <ThemeProvider theme={createTheme()}>
      <ToastProvider>
        <ClaimForm planType="yearly" redirect={redirect} {...props} />
      </ToastProvider>
    </ThemeProvider>,
  );
  return { redirect, unmount: view.unmount };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/School Name/), 'Meadows School');
  await user.type(screen.getByLabelText(/First Name/), 'Jane');
  await user.type(screen.getByLabelText(/Last Name/), 'Doe');
  await user.type(screen.getByLabelText(/Email Address/), 'jane@school.example');
  await user.type(screen.getByLabelText(/Phone Number/), '7025550100');
  await user.type(screen.getByLabelText(/Position\/Title/), 'Principal');
  await user.type(screen.getByLabelText(/Your Affiliation/), 'I am the principal of the school.');
}

// Typing seven MUI fields in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

describe('ClaimForm', () => {
  // The form keeps a draft in sessionStorage: every test starts from an empty tab.
  beforeEach(() => sessionStorage.clear());

  it('shows the product’s messages on an empty submit and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const submit = jest.fn();
    renderForm({ submit });
    await user.click(screen.getByRole('button', { name: /Submit Claim/ }));
    for (const message of [
      'School name is required',
      'First name is required',
      'Last name is required',
      'Valid email address is required',
      'Valid phone number is required',
      'Position/title is required',
      'Please provide details about your affiliation',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the toggle’s plan, shows Processing... and goes to the checkout', async () => {
    const user = userEvent.setup({ delay: null });
    let resolve!: (value: { checkoutUrl: string }) => void;
    const submit = jest.fn(() => new Promise<{ checkoutUrl: string }>((r) => (resolve = r)));
    const { redirect } = renderForm({ submit, planType: 'monthly' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: /Submit Claim/ }));

    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    expect(submit).toHaveBeenCalledWith({
      schoolName: 'Meadows School',
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@school.example',
      phone: '7025550100',
      position: 'Principal',
      message: 'I am the principal of the school.',
      planType: 'monthly',
    });
    resolve({ checkoutUrl: 'http://localhost/sandbox/checkout/cs_test_sbx_1' });
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('http://localhost/sandbox/checkout/cs_test_sbx_1'));
  });

  it('shows the Submission Failed toast with the server’s message and lets the user retry', async () => {
    const user = userEvent.setup({ delay: null });
    const submit = jest.fn().mockRejectedValue({
      status: 503,
      data: {
        statusCode: 503,
        message: 'The payment service is temporarily unavailable. Please try again in a few minutes.',
      },
    });
    const { redirect } = renderForm({ submit });
    await fill(user);
    await user.click(screen.getByRole('button', { name: /Submit Claim/ }));
    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(
      screen.getByText('The payment service is temporarily unavailable. Please try again in a few minutes.'),
    ).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Submit Claim/ })).toBeEnabled();
  });

  it('keeps what was typed for this tab: a new form (back from a cancelled checkout) starts from it', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderForm({ submit: jest.fn().mockResolvedValue({ checkoutUrl: 'http://localhost/x' }) });
    await fill(user);
    await user.click(screen.getByRole('button', { name: /Submit Claim/ }));
    await waitFor(() => expect(first.redirect).toHaveBeenCalled());
    first.unmount();

    renderForm({ submit: jest.fn() });
    expect(screen.getByLabelText(/School Name/)).toHaveValue('Meadows School');
    expect(screen.getByLabelText(/Email Address/)).toHaveValue('jane@school.example');
    expect(screen.getByLabelText(/Your Affiliation/)).toHaveValue('I am the principal of the school.');
  });

  it("fills in the school it was opened for, keeping the claimant's own details", async () => {
    sessionStorage.setItem('vps.claim-draft', JSON.stringify({ schoolName: 'Old School', firstName: 'Jane' }));
    renderForm({ submit: jest.fn(), schoolName: 'Desert Pines Academy' });
    await waitFor(() => expect(screen.getByLabelText(/School Name/)).toHaveValue('Desert Pines Academy'));
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Jane');
  });

  it('asks for a plan when none is chosen and sends nothing (issue 36: no plan is preselected)', async () => {
    const user = userEvent.setup({ delay: null });
    const submit = jest.fn();
    const onPlanMissing = jest.fn();
    renderForm({ submit, planType: null, onPlanMissing });
    await fill(user);
    await user.click(screen.getByRole('button', { name: /Submit Claim/ }));
    expect(await screen.findByText(/Please select a subscription plan/)).toBeInTheDocument();
    expect(onPlanMissing).toHaveBeenCalled();
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Submit Claim/ })).toBeEnabled();
  });

  it('a claim that needs no checkout is told it was received, not sent to pay', async () => {
    const user = userEvent.setup({ delay: null });
    const onReceived = jest.fn();
    const { redirect } = renderForm({ submit: jest.fn().mockResolvedValue({ checkoutUrl: null }), onReceived });
    await fill(user);
    await user.click(screen.getByRole('button', { name: /Submit Claim/ }));
    await waitFor(() => expect(onReceived).toHaveBeenCalledWith('Meadows School'));
    expect(redirect).not.toHaveBeenCalled();
  });

  it('falls back to “Please try again later.” when the failure has no message', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({ submit: jest.fn().mockRejectedValue({ status: 'FETCH_ERROR' }) });
    await fill(user);
    await user.click(screen.getByRole('button', { name: /Submit Claim/ }));
    expect(await screen.findByText('Please try again later.')).toBeInTheDocument();
  });
});
