import { isReviewedField, splitOwnerEdit } from './owner-edit-rule';

describe('splitOwnerEdit', () => {
  it('sends identifying fields, media and social links to review and the rest live', () => {
    const { live, reviewed } = splitOwnerEdit({
      name: 'New Name',
      address: '1 Main St',
      city: 'Henderson',
      zipCode: '89052',
      schoolType: 'Montessori',
      religiousAffiliation: 'Catholic',
      latitude: 36.1,
      longitude: -115.1,
      additionalImages: ['https://example.com/a.jpg'],
      videoUrls: ['https://example.com/v'],
      socialLinks: { facebook: 'https://facebook.com/x' },
      phone: '702-555-0100',
      email: 'office@example.com',
      website: 'https://example.com',
      description: 'About us',
      tuitionMin: 1000,
      tuitionMax: 2000,
      grades: 'K-8',
      features: ['STEM'],
      academicNotes: 'AP classes',
    });
    expect(Object.keys(reviewed).sort()).toEqual(
      [
        'additionalImages',
        'address',
        'city',
        'latitude',
        'longitude',
        'name',
        'religiousAffiliation',
        'schoolType',
        'socialLinks',
        'videoUrls',
        'zipCode',
      ].sort(),
    );
    expect(Object.keys(live).sort()).toEqual(
      [
        'academicNotes',
        'description',
        'email',
        'features',
        'grades',
        'phone',
        'tuitionMax',
        'tuitionMin',
        'website',
      ].sort(),
    );
    expect(reviewed.name).toBe('New Name');
    expect(live.phone).toBe('702-555-0100');
  });

  it('keeps a cleared value (null) in its part and leaves the other part empty', () => {
    expect(splitOwnerEdit({ phone: null })).toEqual({ live: { phone: null }, reviewed: {} });
    expect(splitOwnerEdit({ religiousAffiliation: null })).toEqual({
      live: {},
      reviewed: { religiousAffiliation: null },
    });
    expect(splitOwnerEdit({})).toEqual({ live: {}, reviewed: {} });
  });

  it('names the reviewed fields', () => {
    expect(isReviewedField('name')).toBe(true);
    expect(isReviewedField('phone')).toBe(false);
  });
});
