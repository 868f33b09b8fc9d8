import { childGradesTaught } from './child-grades';

describe("the request form's grades", () => {
  it('keeps to the grades the school teaches', () => {
    expect(childGradesTaught({ gradeMin: 9, gradeMax: 12 })).toEqual(['High School (9-12)', '9th - 12th']);
    expect(childGradesTaught({ gradeMin: -1, gradeMax: 0 })).toEqual(['Pre-K', 'Kindergarten', 'Elementary (K-5)']);
    expect(childGradesTaught({ gradeMin: 6, gradeMax: 8 })).toEqual(['Middle School (6-8)', '6th - 8th']);
  });

  it('offers every grade when the school names none', () => {
    expect(childGradesTaught({ gradeMin: null, gradeMax: null })).toHaveLength(8);
  });
});
