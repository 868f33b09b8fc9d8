import type { OwnedSchoolResponse } from '@/shared/api/signed-in';
import {
  firstStepWithError,
  profileFormSchema,
  profileSavedToast,
  splitList,
  toProfileRequest,
  toProfileValues,
} from './profile-form';

const school: OwnedSchoolResponse = {
  id: 1,
  name: 'Desert Academy',
  slug: 'desert-academy',
  address: '1 Main St',
  city: 'Las Vegas',
  zipCode: '89101',
  phone: null,
  email: null,
  website: 'https://desert.example',
  description: 'A school',
  tuitionMin: 10000,
  tuitionMax: null,
  grades: 'K-12',
  schoolType: 'College Prep',
  religiousAffiliation: null,
  latitude: 36.12345678,
  longitude: -115.1,
  features: ['STEM', 'Arts'],
  neighborhoodId: null,
  isPremium: true,
  subscriptionStatus: 'active',
  socialLinks: { facebook: 'https://facebook.com/desert' },
  videoUrls: [],
  additionalImages: ['/images/a.jpg'],
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

describe('profile form model', () => {
  it('splits comma lists, trims them and drops empties', () => {
    expect(splitList(' STEM,  Robotics ,, ,Arts ')).toEqual(['STEM', 'Robotics', 'Arts']);
    expect(splitList('')).toEqual([]);
  });

  it('round-trips the live record into the request, nested and typed', () => {
    const values = profileFormSchema.parse({
      ...toProfileValues(school),
      features: 'STEM, Arts, Robotics,',
      socialLinks: { ...toProfileValues(school).socialLinks, instagram: ' https://instagram.com/d ' },
      latitude: '36.25',
    });
    expect(toProfileRequest(values)).toEqual({
      name: 'Desert Academy',
      schoolType: 'College Prep',
      grades: 'K-12',
      religiousAffiliation: null,
      description: 'A school',
      features: ['STEM', 'Arts', 'Robotics'],
      address: '1 Main St',
      city: 'Las Vegas',
      zipCode: '89101',
      phone: null,
      email: null,
      website: 'https://desert.example',
      tuitionMin: 10000,
      tuitionMax: null,
      latitude: 36.25,
      longitude: -115.1,
      academicNotes: null,
      applicationDeadlines: [],
      financialAidProvider: null,
      financialAidDeadline: null,
      gradeOpenings: {},
      acceptsOpportunityScholarship: false,
      videoUrls: [],
      additionalImages: ['/images/a.jpg'],
      socialLinks: {
        facebook: 'https://facebook.com/desert',
        instagram: 'https://instagram.com/d',
        twitter: null,
        youtube: null,
        linkedin: null,
      },
    });
  });

  it('validates with the form texts', () => {
    const result = profileFormSchema.safeParse({
      ...toProfileValues(school),
      name: ' ',
      latitude: 'north',
      tuitionMin: '12.5',
      videoUrls: 'https://v.example/1, not a url',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toMatchObject({
      name: 'School name is required',
      latitude: 'Latitude must be a number',
      tuitionMin: 'Minimum tuition must be a whole number',
      videoUrls: 'Each video URL must be a web address starting with http:// or https://',
    });
  });

  it('checks the school type against the list and the map pin against the Las Vegas valley', () => {
    const result = profileFormSchema.safeParse({
      ...toProfileValues(school),
      schoolType: 'Prep',
      latitude: '36.1',
      longitude: '115.1',
    });
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      schoolType: expect.stringMatching(/^School type must be one of: Faith-Based, .*, Arts Focus$/),
      longitude: 'Longitude must be within the Las Vegas valley (-115.45 to -114.85)',
    });
  });

  it('finds the step of the first error; the map pin is on the Contact step with the address', () => {
    expect(firstStepWithError(['latitude'])).toBe(1);
    expect(firstStepWithError(['zipCode'])).toBe(1);
    expect(firstStepWithError(['socialLinks'])).toBe(3);
    expect(firstStepWithError(['latitude', 'name'])).toBe(0);
  });
});

describe('profileSavedToast', () => {
  it('says submitted for review when any field waits, published when none does', () => {
    expect(profileSavedToast(['name'])).toEqual({
      title: 'Changes Submitted',
      description: 'Your profile changes have been submitted for review.',
    });
    expect(profileSavedToast([])).toEqual({ title: 'Changes Published', description: 'Your changes are live.' });
  });
});
