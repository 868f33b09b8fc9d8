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
});
