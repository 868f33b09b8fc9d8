import { isRevertibleChange, planRevert } from './profile-revert';
import { School } from './school';

function school(overrides: Parameters<typeof School.create>[0] extends infer P ? Partial<P> : never = {}): School {
  const created = School.create({
    name: 'Juniper School',
    address: '1 Desert Way',
    city: 'Las Vegas',
    zipCode: '89101',
    grades: 'K-5',
    schoolType: 'Montessori',
    ...overrides,
  });
  created.id = 7;
  created.slug = 'juniper-school';
  return created;
}

describe('isRevertibleChange', () => {
  const change = { action: 'school.updated', targetType: 'school', targetId: '7', after: { phone: '702-555-0100' } };

  it('takes owner edits, approved changes and admin edits of a school', () => {
    expect(isRevertibleChange(change)).toBe(true);
    expect(isRevertibleChange({ ...change, action: 'school.change_applied' })).toBe(true);
    expect(isRevertibleChange({ ...change, after: { imageUrl: '/images/a.jpg' } })).toBe(true);
  });

  it('refuses other actions, other targets and entries with nothing a revert can set back', () => {
    expect(isRevertibleChange({ ...change, action: 'school.status_changed' })).toBe(false);
    expect(isRevertibleChange({ ...change, action: 'school.change_reverted' })).toBe(false);
    expect(isRevertibleChange({ ...change, targetType: 'article' })).toBe(false);
    expect(isRevertibleChange({ ...change, targetId: 'abc' })).toBe(false);
    expect(isRevertibleChange({ ...change, after: { slug: 'x' } })).toBe(false);
    expect(isRevertibleChange({ ...change, after: null })).toBe(false);
  });
});

describe('planRevert', () => {
  it('sets back each field that still holds what the change set, and leaves the ones changed since', () => {
    const live = school({ phone: '702-555-0199', description: 'Edited again', tuitionMin: 9000 });
    const plan = planRevert(live, {
      before: { phone: '702-555-0100', description: 'Old words', tuitionMin: null },
      after: { phone: '702-555-0199', description: 'New words', tuitionMin: 9000 },
    });
    expect(plan).toEqual({
      changes: { phone: '702-555-0100', tuitionMin: null },
      extras: {},
      reverted: ['phone', 'tuitionMin'],
      changedSince: ['description'],
    });
  });

  it('compares as the profile diff does: blank is no value, lists trimmed, numbers read back as text', () => {
    const live = school({ website: null, features: ['STEM'], latitude: 36.1 });
    const plan = planRevert(live, {
      before: { website: 'https://old.example', features: [], latitude: 36 },
      after: { website: '', features: [' STEM '], latitude: '36.1' },
    });
    expect(plan.reverted).toEqual(['website', 'features', 'latitude']);
    expect(plan.changes).toEqual({ website: 'https://old.example', features: [], latitude: 36 });
  });

  it('takes social links network by network: a link the change added is removed, a later one is kept', () => {
    const live = school({
      socialLinks: { facebook: 'https://facebook.com/new', instagram: 'https://instagram.com/later' },
    });
    const plan = planRevert(live, {
      before: null as unknown as Record<string, unknown>,
      after: {
        socialLinks: { facebook: 'https://facebook.com/new', instagram: 'https://instagram.com/new' },
      },
    });
    expect(plan.changes).toEqual({ socialLinks: { facebook: null } });
    expect(plan.reverted).toEqual(['socialLinks.facebook']);
    expect(plan.changedSince).toEqual(['socialLinks.instagram']);
  });

  it('sets a changed link back to the old one and ignores networks the change did not touch', () => {
    const live = school({ socialLinks: { facebook: 'https://facebook.com/new', youtube: 'https://youtube.com/x' } });
    const plan = planRevert(live, {
      before: { socialLinks: { facebook: 'https://facebook.com/old', youtube: 'https://youtube.com/x' } },
      after: { socialLinks: { facebook: 'https://facebook.com/new', youtube: 'https://youtube.com/x' } },
    });
    expect(plan.changes).toEqual({ socialLinks: { facebook: 'https://facebook.com/old' } });
  });

  it('never sets the slug (the name derives it) and never empties a required field', () => {
    const live = school({ name: 'Juniper Prep', city: 'Henderson' });
    const plan = planRevert(live, {
      before: { name: 'Juniper School', slug: 'juniper-school', city: '' },
      after: { name: 'Juniper Prep', slug: 'juniper-prep', city: 'Henderson' },
    });
    expect(plan.changes).toEqual({ name: 'Juniper School' });
    expect(plan.reverted).toEqual(['name']);
  });

  it('sets back the admin form’s hero image and neighborhood beside the profile', () => {
    const live = school({ imageUrl: '/images/new.jpg', neighborhoodId: 4 });
    const plan = planRevert(live, {
      before: { imageUrl: null, neighborhoodId: 2 },
      after: { imageUrl: '/images/new.jpg', neighborhoodId: 3 },
    });
    expect(plan.extras).toEqual({ imageUrl: null });
    expect(plan.reverted).toEqual(['imageUrl']);
    expect(plan.changedSince).toEqual(['neighborhoodId']);
  });
});
