import { School } from './school';

describe('School', () => {
  const facts = { name: 'A', address: '1 Main St', city: 'Las Vegas', zipCode: '89101', schoolType: 'Classical' };

  it('stores the grade span beside the grades text', () => {
    const school = School.create({ ...facts, grades: 'Pre-K - 8th' });
    expect([school.gradeMin, school.gradeMax]).toEqual([-1, 8]);
  });

  it('keeps the span in sync when the grades change, and clears it for text naming no grade', () => {
    const school = School.create({ ...facts, grades: 'K-5' });
    school.update({ grades: '9th - 12th' });
    expect([school.gradeMin, school.gradeMax]).toEqual([9, 12]);
    school.setGrades('ungraded');
    expect([school.gradeMin, school.gradeMax]).toEqual([null, null]);
  });

  it('starts active, not premium, with empty lists', () => {
    const school = School.create({ ...facts, grades: 'K-5' });
    expect(school.isActive).toBe(true);
    expect(school.isPremium).toBe(false);
    expect(school.features).toEqual([]);
    expect(school.subscriptionStatus).toBe('free');
  });

  it('archives as hidden and kept, refuses to go live until restored, and restores as a draft', () => {
    const school = School.create({ ...facts, grades: 'K-5' });
    const now = new Date('2026-12-10T10:00:00Z');
    expect(school.archive(now)).toEqual({ wasActive: true, changed: true });
    expect(school).toMatchObject({ isActive: false, archivedAt: now });
    expect(school.archive()).toEqual({ wasActive: false, changed: false });
    expect(() => school.setActive(true)).toThrow('This school is archived. Restore it before making it live.');
    expect(() => school.setActive(undefined)).toThrow('This school is archived');
    expect(school.setActive(false)).toEqual({ before: false, after: false });
    expect(school.restore()).toBe(true);
    expect(school).toMatchObject({ isActive: false, archivedAt: null });
    expect(school.restore()).toBe(false);
    expect(school.setActive(true)).toEqual({ before: false, after: true });
  });
});
