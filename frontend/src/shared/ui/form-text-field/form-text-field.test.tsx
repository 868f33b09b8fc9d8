import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from '@/shared/lib/zod';
import { FormTextField } from './form-text-field';

function Form({ initial }: { initial: string | null }) {
  const { control, setError } = useForm<{ city: string | null }>({ defaultValues: { city: initial } });
  return (
    <form>
      <FormTextField control={control} name="city" id="city" label="City" helperText="Where the campus is" />
      <button type="button" onClick={() => setError('city', { message: 'City is required' })}>
        Check
      </button>
    </form>
  );
}

const cityRequired = zodResolver(z.object({ city: z.string().min(1, 'City is required') }));

function RequiredCity() {
  const { control, handleSubmit } = useForm<{ city: string }>({
    defaultValues: { city: '' },
    resolver: cityRequired,
  });
  return (
    <form onSubmit={handleSubmit(() => undefined)}>
      <FormTextField control={control} name="city" id="city" label="City" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormTextField', () => {
  it('is the field react-hook-form focuses when a submit finds it invalid (so the page scrolls to it)', async () => {
    render(<RequiredCity />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('City is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('City'));
  });

  it('shows the field error in place of the helper text and marks the input invalid', async () => {
    render(<Form initial="" />);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('City is required')).toBeTruthy();
    expect(screen.queryByText('Where the campus is')).toBeNull();
    expect(screen.getByLabelText('City').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a null value as empty and keeps the helper text while valid', () => {
    render(<Form initial={null} />);
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('Where the campus is')).toBeTruthy();
  });

  it('binds typing to the form field', async () => {
    render(<Form initial="Hender" />);
    await userEvent.type(screen.getByLabelText('City'), 'son');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Henderson');
  });
});
