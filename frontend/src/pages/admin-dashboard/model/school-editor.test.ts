import { splitList } from '@/features/school-edit-form';
import { schoolEditorSchema, toSchoolEditorRequest, toSchoolEditorValues } from './school-editor';

describe('school editor model', () => {
  const filled = {
    ...toSchoolEditorValues(null),
    name: 'New Academy',
    schoolType: 'Montessori',
    grades: 'K-5',
    address: '1 Main St',
    zipCode: '89101',
  };

  it('splits lists on commas and new lines, dropping empties', () => {
    expect(splitList('STEM, Art\n\n Music ,')).toEqual(['STEM', 'Art', 'Music']);
  });

  it('builds the request: lists as arrays, blanks as null, links nested, neighborhood as a number', () => {
    const values = schoolEditorSchema.parse({
      ...filled,
      features: 'STEM, Art',
      neighborhoodId: '3',
      facebook: 'https://facebook.com/x',
    });
    expect(toSchoolEditorRequest(values)).toMatchObject({
      name: 'New Academy',
      features: ['STEM', 'Art'],
      neighborhoodId: 3,
      imageUrl: null,
      socialLinks: { facebook: 'https://facebook.com/x', twitter: null },
      isActive: false,
    });
  });

  it('uses the owner forms texts and checks the extra fields', () => {
    const result = schoolEditorSchema.safeParse({
      ...filled,
      name: '',
      videoUrls: 'not a url',
      imageUrl: 'javascript:alert(1)',
    });
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'School name is required',
        'Each video URL must be a web address starting with http:// or https://',
        'Image URL must be a web address (https://…) or a site path starting with /',
      ]),
    );
  });
});
