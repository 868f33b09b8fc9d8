import {
  inputForServerField,
  schoolEditSchema,
  toSchoolEditValues,
  toSchoolUpdate,
  type EditableSchool,
  type SchoolEditValues,
} from './school-edit-form';
import { toAdmissionsValues } from './admissions-fields';
import { splitList } from './school-fields';

const valid: SchoolEditValues = {
  name: 'Desert Academy',
  address: '1 Main St',
  city: 'Henderson',
  zipCode: '89052',
  latitude: '36.0397',
  longitude: '-114.9819',
  phone: '',
  email: '',
  website: '',
  description: '',
  tuitionMin: '',
  tuitionMax: '',
  grades: 'K-8',
  schoolType: 'Montessori',
  religiousAffiliation: '',
  features: '',
  academicNotes: '',
  videoUrls: '',
  additionalImages: '',
  enrollment: '',
  teachersFte: '',
  admissions: toAdmissionsValues(undefined),
  socialLinks: { facebook: '', instagram: '', twitter: '', youtube: '', linkedin: '' },
};

const school: EditableSchool = {
  id: 1,
  name: 'Desert Academy',
  slug: 'desert-academy',
  address: '1 Main St',
  city: 'Henderson',
  zipCode: '89052',
  latitude: 36.0397,
  longitude: -114.9819,
  phone: null,
  email: null,
  website: null,
  description: null,
  tuitionMin: null,
  tuitionMax: null,
  grades: 'K-8',
  schoolType: 'Montessori',
  religiousAffiliation: null,
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
  enrollment: null,
  teachersFte: null,
  gradeMin: 0,
  gradeMax: 8,
  updatedAt: '2026-01-02T00:00:00Z',
  admissions: {
    applicationDeadlines: [],
    financialAidProvider: null,
    financialAidDeadline: null,
    gradeOpenings: [],
    acceptsOpportunityScholarship: false,
  },
};

/** The messages of a parse, by field. */
function errors(patch: Partial<SchoolEditValues>): Record<string, string[]> {
  const result = schoolEditSchema.safeParse({ ...valid, ...patch });
  const byField: Record<string, string[]> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = String(issue.path[0]);
    (byField[field] ??= []).push(issue.message);
  }
  return byField;
}

const CROSS = 'Minimum tuition cannot be greater than maximum tuition';

describe('schoolEditSchema tuition', () => {
  it('accepts blanks, one side only, and min ≤ max', () => {
    expect(errors({})).toEqual({});
    expect(errors({ tuitionMin: '9000' })).toEqual({});
    expect(errors({ tuitionMax: '9000' })).toEqual({});
    expect(errors({ tuitionMin: '9000', tuitionMax: '9000' })).toEqual({});
    expect(errors({ tuitionMin: '9000', tuitionMax: '12000' })).toEqual({});
  });

  it('says when the minimum is greater than the maximum, under the maximum', () => {
    expect(errors({ tuitionMin: '12000', tuitionMax: '9000' })).toEqual({ tuitionMax: [CROSS] });
  });

  it('shows only the whole-number message for text, not the comparison as well', () => {
    expect(errors({ tuitionMin: 'abc', tuitionMax: '9000' })).toEqual({
      tuitionMin: ['Minimum tuition must be a whole number'],
    });
    expect(errors({ tuitionMin: '9000', tuitionMax: '12k' })).toEqual({
      tuitionMax: ['Maximum tuition must be a whole number'],
    });
    expect(errors({ tuitionMin: '1.5', tuitionMax: 'abc' })).toEqual({
      tuitionMin: ['Minimum tuition must be a whole number'],
      tuitionMax: ['Maximum tuition must be a whole number'],
    });
  });

  it('compares trimmed whole numbers', () => {
    expect(errors({ tuitionMin: ' 900 ', tuitionMax: ' 1000 ' })).toEqual({});
    expect(errors({ tuitionMin: ' 1000 ', tuitionMax: '900' })).toEqual({ tuitionMax: [CROSS] });
  });
});

describe('schoolEditSchema tuition below zero', () => {
  it('says a negative amount cannot be negative, as the server does, and does not compare it', () => {
    expect(errors({ tuitionMin: '9000', tuitionMax: '-5' })).toEqual({
      tuitionMax: ['Maximum tuition cannot be negative'],
    });
    expect(errors({ tuitionMin: '-1' })).toEqual({ tuitionMin: ['Minimum tuition cannot be negative'] });
  });
});

describe('schoolEditSchema phone', () => {
  it('accepts no phone and a number with its area code in the usual notations', () => {
    for (const phone of ['', '(702) 555-0100', '702-555-0100', '702.555.0100', '+1 702 555 0100', '7025550100 x12'])
      expect(errors({ phone })).toEqual({});
  });

  it('refuses words and numbers without an area code, with the server’s text', () => {
    for (const phone of ['abc', 'call us', '555-0100', '---'])
      expect(errors({ phone })).toEqual({ phone: ['Please enter a valid phone number'] });
    expect(errors({ phone: '(702) 555-0100 ext 1234' })).toEqual({ phone: ['Phone must be at most 20 characters'] });
  });
});

describe('schoolEditSchema tuition limit', () => {
  it('caps whole numbers at 10,000,000', () => {
    expect(errors({ tuitionMin: '10000000' })).toEqual({});
    expect(errors({ tuitionMin: '10000001', tuitionMax: '10000002' })).toEqual({
      tuitionMin: ['Minimum tuition must be at most 10,000,000'],
      tuitionMax: ['Maximum tuition must be at most 10,000,000'],
    });
  });
});

describe('schoolEditSchema school type', () => {
  it('accepts each type of the list', () => {
    for (const type of ['Faith-Based', 'Language Immersion', 'STEM Focus', 'Arts Focus']) {
      expect(errors({ schoolType: type })).toEqual({});
    }
  });

  it('asks for a type until one is chosen, and names the list for any other text', () => {
    expect(errors({ schoolType: '' })).toEqual({ schoolType: ['School type is required'] });
    expect(errors({ schoolType: 'Montesori' })).toEqual({
      schoolType: [
        'School type must be one of: Faith-Based, Montessori, College Prep, Classical, Language Immersion, ' +
          'Special Needs, All Boys, All Girls, Boarding, Inquiry-Based, STEM Focus, Arts Focus',
      ],
    });
  });

  it('sends the chosen type', () => {
    expect(toSchoolUpdate(schoolEditSchema.parse({ ...valid, schoolType: 'Boarding' })).schoolType).toBe('Boarding');
  });

  it('opens a school saved under a type outside the list with no type chosen', () => {
    const legacy = { ...school, schoolType: 'Christian' } as unknown as EditableSchool;
    expect(toSchoolEditValues(legacy).schoolType).toBe('');
    expect(toSchoolEditValues(school).schoolType).toBe('Montessori');
  });
});

describe('schoolEditSchema map pin', () => {
  const LATITUDE = 'Latitude must be within the Las Vegas valley (35.85 to 36.45)';
  const LONGITUDE = 'Longitude must be within the Las Vegas valley (-115.45 to -114.85)';

  it('accepts a pin in the valley, its edges, and no pin', () => {
    expect(errors({ latitude: '36.1699', longitude: '-115.1398' })).toEqual({});
    expect(errors({ latitude: '35.85', longitude: '-114.85' })).toEqual({});
    expect(errors({ latitude: '', longitude: '' })).toEqual({});
  });

  it('refuses a pin outside the valley, e.g. a longitude without its minus sign', () => {
    expect(errors({ longitude: '115.1398' })).toEqual({ longitude: [LONGITUDE] });
    expect(errors({ latitude: '40.7', longitude: '-74' })).toEqual({ latitude: [LATITUDE], longitude: [LONGITUDE] });
  });

  it('says a coordinate must be a number', () => {
    expect(errors({ latitude: 'north' })).toEqual({ latitude: ['Latitude must be a number'] });
  });

  it('sends numbers, and null for a cleared pin', () => {
    const body = toSchoolUpdate(schoolEditSchema.parse({ ...valid, latitude: ' 36.2 ', longitude: '' }));
    expect(body).toMatchObject({ latitude: 36.2, longitude: null });
  });
});

describe('schoolEditSchema admissions facts (issue 20)', () => {
  const withAdmissions = (patch: Partial<SchoolEditValues['admissions']>) => ({
    ...valid,
    admissions: { ...valid.admissions, ...patch },
  });

  it('checks dates, entry years and the window between them', () => {
    const result = schoolEditSchema.safeParse(
      withAdmissions({
        deadlines: [
          { entryYear: '2027', deadline: '2027-02-30', label: '' },
          { entryYear: '1999', deadline: '1999-01-01', label: '' },
          { entryYear: '2027', deadline: '2022-01-01', label: '' },
        ],
        financialAidDeadline: '2027-13-01',
      }),
    );
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'admissions.deadlines.0.deadline: Deadline must be a real date (YYYY-MM-DD)',
        'admissions.deadlines.1.entryYear: Entry year must be a year from 2020 to 2040',
        'admissions.deadlines.2.deadline: Deadline must fall in the entry year or the two years before it',
        'admissions.financialAidDeadline: Financial aid deadline must be a real date (YYYY-MM-DD)',
      ]),
    );
  });

  it('round-trips the facts into the request', () => {
    const values = toSchoolEditValues({
      ...school,
      admissions: {
        applicationDeadlines: [{ entryYear: 2027, deadline: '2027-01-31', label: null }],
        financialAidProvider: 'FACTS',
        financialAidDeadline: null,
        gradeOpenings: [{ grade: '3', status: 'few' }],
        acceptsOpportunityScholarship: true,
      },
    });
    expect(toSchoolUpdate(schoolEditSchema.parse(values))).toMatchObject({
      applicationDeadlines: [{ entryYear: 2027, deadline: '2027-01-31', label: null }],
      financialAidProvider: 'FACTS',
      financialAidDeadline: null,
      gradeOpenings: { '3': 'few' },
      acceptsOpportunityScholarship: true,
    });
  });
});

describe('the one owner editor: every field the owner may edit (issue 36)', () => {
  it('splits lists on commas and new lines (a list pasted one item a line), trims them and drops empties', () => {
    expect(splitList(' STEM,  Robotics ,, ,Arts ')).toEqual(['STEM', 'Robotics', 'Arts']);
    expect(splitList('STEM\nRobotics\r\n\n Arts ,')).toEqual(['STEM', 'Robotics', 'Arts']);
    expect(splitList('')).toEqual([]);
  });

  it('round-trips features, notes, media and social links, nested and typed', () => {
    const values = toSchoolEditValues(school);
    expect(values).toMatchObject({
      features: 'STEM, Arts',
      additionalImages: '/images/a.jpg',
      socialLinks: { facebook: 'https://facebook.com/desert', instagram: '' },
    });
    const body = toSchoolUpdate(
      schoolEditSchema.parse({
        ...values,
        videoUrls: 'https://video.example/a, https://video.example/b',
        academicNotes: 'IB diploma',
        socialLinks: { ...values.socialLinks, instagram: 'https://instagram.com/desert', facebook: '' },
      }),
    );
    expect(body).toMatchObject({
      features: ['STEM', 'Arts'],
      videoUrls: ['https://video.example/a', 'https://video.example/b'],
      additionalImages: ['/images/a.jpg'],
      academicNotes: 'IB diploma',
      socialLinks: {
        facebook: null,
        instagram: 'https://instagram.com/desert',
        twitter: null,
        youtube: null,
        linkedin: null,
      },
    });
  });

  it("refuses a list item that is no web address, with the server's text", () => {
    expect(errors({ videoUrls: 'https://ok.example, not a url' })).toEqual({
      videoUrls: ['Each video URL must be a web address starting with http:// or https://'],
    });
    expect(errors({ additionalImages: 'photo.jpg' })).toEqual({
      additionalImages: ['Each image URL must be a web address (https://…) or a site path starting with /'],
    });
  });

  it("puts the server's field messages on their inputs: social links by network, list items on their list", () => {
    expect(inputForServerField('name')).toBe('name');
    expect(inputForServerField('socialLinks.facebook')).toBe('socialLinks.facebook');
    expect(inputForServerField('videoUrls.1')).toBe('videoUrls');
    expect(inputForServerField('applicationDeadlines.0.deadline')).toBeNull();
  });
});
