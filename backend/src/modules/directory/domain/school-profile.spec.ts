import {
  applyProfileChanges,
  assertConsistentProfile,
  diffProfile,
  hasChanges,
  type SchoolProfile,
} from './school-profile';

const live: SchoolProfile = {
  name: 'Desert Academy',
  schoolType: 'College Prep',
  grades: 'K-12',
  address: '1 Main St',
  city: 'Las Vegas',
  zipCode: '89101',
  phone: '702-555-0100',
  email: null,
  website: 'https://desert.example',
  description: 'A school.',
  religiousAffiliation: null,
  tuitionMin: 10000,
  tuitionMax: 20000,
  latitude: 36.1,
  longitude: -115.1,
  academicNotes: null,
  features: ['STEM', 'Arts'],
  videoUrls: [],
  additionalImages: [],
  socialLinks: { facebook: 'https://facebook.com/desert' },
  applicationDeadlines: [{ entryYear: 2027, deadline: '2027-01-31', label: null }],
  financialAidProvider: null,
  financialAidDeadline: null,
  gradeOpenings: { K: 'open', '1': 'few' },
  acceptsOpportunityScholarship: false,
  enrollment: null,
  teachersFte: null,
};

describe('diffProfile: admissions facts', () => {
  it('compares deadlines and openings in their canonical form', () => {
    const same = diffProfile(live, {
      applicationDeadlines: [{ entryYear: 2027, deadline: '2027-01-31', label: '  ' }],
      gradeOpenings: { '1': 'few', K: 'open' },
      acceptsOpportunityScholarship: false,
    });
    expect(same).toEqual({});
  });

  it('keeps a changed deadline list, openings map and scholarship flag, and applies them', () => {
    const changes = diffProfile(live, {
      applicationDeadlines: [
        { entryYear: 2027, deadline: '2027-02-15', label: 'Final' },
        { entryYear: 2027, deadline: '2026-12-01', label: 'Priority' },
      ],
      gradeOpenings: { K: 'full' },
      acceptsOpportunityScholarship: true,
      financialAidDeadline: '2027-01-15',
    });
    expect(changes).toEqual({
      applicationDeadlines: [
        { entryYear: 2027, deadline: '2026-12-01', label: 'Priority' },
        { entryYear: 2027, deadline: '2027-02-15', label: 'Final' },
      ],
      gradeOpenings: { K: 'full' },
      acceptsOpportunityScholarship: true,
      financialAidDeadline: '2027-01-15',
    });
    const next = applyProfileChanges(live, changes);
    expect(next.gradeOpenings).toEqual({ K: 'full' });
    expect(next.applicationDeadlines).toHaveLength(2);
    expect(next.acceptsOpportunityScholarship).toBe(true);
  });
});

describe('diffProfile', () => {
  it('keeps only the fields that differ from the live record', () => {
    const { socialLinks: _links, ...fields } = live;
    const changes = diffProfile(live, { ...fields, name: 'Desert Academy ', city: 'Henderson', tuitionMax: 21000 });
    expect(changes).toEqual({ city: 'Henderson', tuitionMax: 21000 });
  });

  it('treats a blank text as clearing the value and ignores blank-for-null', () => {
    expect(diffProfile(live, { email: '', phone: '' })).toEqual({ phone: null });
  });

  it('never clears a required field', () => {
    expect(diffProfile(live, { name: '  ', city: '' })).toEqual({});
    expect(applyProfileChanges(live, { name: null as unknown as string }).name).toBe('Desert Academy');
  });

  it('compares lists after trimming and dropping empties', () => {
    expect(diffProfile(live, { features: [' STEM', 'Arts', ''] })).toEqual({});
    expect(diffProfile(live, { features: ['STEM'], videoUrls: ['https://v.example/1'] })).toEqual({
      features: ['STEM'],
      videoUrls: ['https://v.example/1'],
    });
  });

  it('diffs social links per network', () => {
    const changes = diffProfile(live, {
      socialLinks: { facebook: 'https://facebook.com/desert', instagram: 'https://instagram.com/d' },
    });
    expect(changes).toEqual({ socialLinks: { instagram: 'https://instagram.com/d' } });
    expect(hasChanges(diffProfile(live, { socialLinks: { facebook: 'https://facebook.com/desert' } }))).toBe(false);
  });
});

describe('applyProfileChanges', () => {
  it('sets scalar and list fields and leaves the rest alone', () => {
    const next = applyProfileChanges(live, { city: 'Henderson', features: ['STEM', 'Robotics'], tuitionMin: null });
    expect(next).toMatchObject({
      city: 'Henderson',
      features: ['STEM', 'Robotics'],
      tuitionMin: null,
      name: live.name,
    });
  });

  it('merges social links and removes emptied ones', () => {
    expect(applyProfileChanges(live, { socialLinks: { instagram: 'https://i.example' } }).socialLinks).toEqual({
      facebook: 'https://facebook.com/desert',
      instagram: 'https://i.example',
    });
    expect(applyProfileChanges(live, { socialLinks: { facebook: null } }).socialLinks).toBeNull();
  });
});

describe('assertConsistentProfile', () => {
  it('refuses a minimum tuition above the maximum', () => {
    expect(() => assertConsistentProfile({ ...live, tuitionMin: 30000 })).toThrow(
      'Minimum tuition cannot be greater than maximum tuition',
    );
    expect(() => assertConsistentProfile({ ...live, tuitionMax: null, tuitionMin: 30000 })).not.toThrow();
  });
});
