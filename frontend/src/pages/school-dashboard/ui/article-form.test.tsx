import { ThemeProvider, createTheme } from '@mui/material';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ArticleForm } from './article-form';

// Full MUI forms driven by user-event are slow on a busy machine: allow for it.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

function renderForm(submit: jest.Mock) {
  render(
    <ThemeProvider theme={createTheme()}>
      <ArticleForm submit={submit} />
    </ThemeProvider>,
  );
}

describe('ArticleForm', () => {
  it('requires title, content and category', async () => {
    const user = userEvent.setup();
    const submit = jest.fn();
    renderForm(submit);
    await user.click(screen.getByRole('button', { name: 'Submit Article' }));
    for (const message of ['Title is required', 'Content is required', 'Category is required'])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the article (blank excerpt as null) and starts over', async () => {
    const user = userEvent.setup();
    const submit = jest.fn().mockResolvedValue(undefined);
    renderForm(submit);
    await user.type(screen.getByLabelText(/Title/), 'Touring schools');
    await user.click(screen.getByLabelText(/Category/));
    await user.click(within(screen.getByRole('listbox')).getByText('PARENT TIPS'));
    await user.type(screen.getByLabelText(/Content/), 'Ask about class sizes.');
    await user.click(screen.getByRole('button', { name: 'Submit Article' }));
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith({
        title: 'Touring schools',
        excerpt: null,
        content: 'Ask about class sizes.',
        category: 'PARENT TIPS',
      }),
    );
    await waitFor(() => expect(screen.getByLabelText(/Title/)).toHaveValue(''));
  });
});
