import { ThemeProvider, createTheme } from '@mui/material';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnedSchoolResponse } from '@/shared/api/signed-in';
import { ProfileForm } from './profile-form';

// Full MUI forms driven by user-event are slow on a busy machine: allow for it.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const school: OwnedSchoolResponse = {
  id: 3,
  name: 'Desert Academy',
  slug: 'desert-academy',
  address: '1 Main St',
  city: 'Las Vegas',
  zipCode: '89101',
  phone: null,
  email: null,
  website: null,
  description: 'A school',
  tuitionMin: 10000,
  tuitionMax: 20000,
  grades: 'K-12',
  schoolType: 'College Prep',
  religiousAffiliation: null,
  latitude: 36.1,
  longitude: -115.1,
  features: ['STEM'],
  neighborhoodId: null,
  isPremium: true,
  subscriptionStatus: 'active',
  socialLinks: null,
  videoUrls: [],
  additionalImages: [],
  imageUrl: null,
  academicNotes: null,
  isActive: true,
  isPublished: true,
  createdAt: '2026-01-01T00:00:00Z',
  gradeMin: 0,
  gradeMax: 12,
  updatedAt: '2026-01-02T00:00:00Z',
  admissions: {
    applicationDeadlines: [],
    financialAidProvider: null,
    financialAidDeadline: null,
    gradeOpenings: [],
    acceptsOpportunityScholarship: false,
  },
};

function renderForm(submit = jest.fn().mockResolvedValue(undefined)) {
  render(
    <ThemeProvider theme={createTheme()}>
      <ProfileForm school={school} submit={submit} />
    </ThemeProvider>,
  );
  return submit;
}

describe('ProfileForm', () => {
  it('walks the four steps, keeps values across Previous/Next and sends lists and social links shaped', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const submit = renderForm(jest.fn(() => new Promise<void>((resolve) => (finish = resolve))));

    expect(screen.getByRole('heading', { name: 'Basic Info' })).toBeInTheDocument();
    const features = screen.getByLabelText('Features');
    await user.clear(features);
    await user.type(features, ' STEM , Robotics,, Arts ');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Contact' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText('Features')).toHaveValue(' STEM , Robotics,, Arts ');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Academic' })).toBeInTheDocument();
    expect(screen.getAllByText('Premium feature')).toHaveLength(1);
    await user.type(screen.getByLabelText('Academic Notes'), 'IB diploma');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Media & Social' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Instagram'), 'https://instagram.com/desert');
    await user.type(screen.getByLabelText('Video URLs'), 'https://v.example/a, , https://v.example/b');
    await user.click(screen.getByRole('button', { name: 'Submit Changes' }));

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({
        features: ['STEM', 'Robotics', 'Arts'],
        videoUrls: ['https://v.example/a', 'https://v.example/b'],
        academicNotes: 'IB diploma',
        latitude: 36.1,
        tuitionMin: 10000,
        socialLinks: {
          facebook: null,
          instagram: 'https://instagram.com/desert',
          twitter: null,
          youtube: null,
          linkedin: null,
        },
      }),
    );
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit Changes' })).toBeEnabled());
  });

  it('stays on a step whose required fields are empty', async () => {
    const user = userEvent.setup();
    const submit = renderForm();
    await user.clear(screen.getByLabelText(/School Name/));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('School name is required')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Basic Info' })).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('offers the school types as a list and explains the map pin beside the address', async () => {
    const user = userEvent.setup();
    const submit = renderForm();
    await user.click(screen.getByRole('combobox', { name: /School Type/ }));
    expect(screen.getAllByRole('option')).toHaveLength(12);
    await user.click(screen.getByRole('option', { name: 'Montessori' }));
    expect(screen.getByRole('combobox', { name: /School Type/ })).toHaveTextContent('Montessori');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const pin = await screen.findByRole('group', { name: 'Location on the map' });
    expect(pin).toHaveAccessibleDescription(
      'Reviewed before publishing · Used to place the school on the map; must be in the Las Vegas valley',
    );
    const longitude = within(pin).getByLabelText('Longitude');
    await user.clear(longitude);
    await user.type(longitude, '115.1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('Longitude must be within the Las Vegas valley (-115.45 to -114.85)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contact' })).toBeInTheDocument();

    await user.clear(longitude);
    await user.type(longitude, '-115.1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Submit Changes' }));
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith(expect.objectContaining({ schoolType: 'Montessori', longitude: -115.1 })),
    );
  });
});
