import { parseGradeSpan } from './grade-span';

describe('parseGradeSpan', () => {
  describe('the grade-level labels of docs/product.md "The lists"', () => {
    it.each([
      ['Pre-K', -1, -1],
      ['Kindergarten', 0, 0],
      ['Elementary (K-5)', 0, 5],
      ['Middle School (6-8)', 6, 8],
      ['High School (9-12)', 9, 12],
      ['1st - 5th', 1, 5],
      ['6th - 8th', 6, 8],
      ['9th - 12th', 9, 12],
    ])('%s → %i..%i', (text, min, max) => {
      expect(parseGradeSpan(text)).toEqual({ min, max });
    });
  });

  describe('messy real-world text', () => {
    it.each([
      ['PK-12', -1, 12],
      ['Pre-K - 8th', -1, 8],
      ['K–5', 0, 5],
      ['K—8', 0, 8],
      ['9th - 12th', 9, 12],
      ['6-12', 6, 12],
      ['K-12', 0, 12],
      ['k-12', 0, 12],
      ['Pre-K-12', -1, 12],
      ['Pre-K through 8', -1, 8],
      ['Pre K - 5', -1, 5],
      ['PreK-8', -1, 8],
      ['Pre-Kindergarten - 6th Grade', -1, 6],
      ['Preschool - 12th', -1, 12],
      ['Preschool to Grade 5', -1, 5],
      ['PK3-8th', -1, 8],
      ['Pre-K3 - 12', -1, 12],
      ['TK-8', -1, 8],
      ['Infant - 8th', -1, 8],
      ['Grades 1-8', 1, 8],
      ['Grade 7', 7, 7],
      ['3rd', 3, 3],
      ['K, 1, 2, 3', 0, 3],
      ['  K  -  5  ', 0, 5],
      ['K to 12', 0, 12],
      ['12th-9th', 9, 12],
      ['Kinder - 2nd', 0, 2],
      ['1st–12th', 1, 12],
      ['Elementary', 0, 5],
      ['Middle School', 6, 8],
      ['High School', 9, 12],
      ['Elementary and Middle School', 0, 8],
    ])('%s → %i..%i', (text, min, max) => {
      expect(parseGradeSpan(text)).toEqual({ min, max });
    });
  });

  it.each([[''], ['   '], ['N/A'], ['ungraded'], ['13-14'], [null], [undefined]])(
    'gives null when no grade is named: %p',
    (text) => {
      expect(parseGradeSpan(text)).toBeNull();
    },
  );

  it('ignores numbers that are not grades', () => {
    expect(parseGradeSpan('K-5 (since 1998)')).toEqual({ min: 0, max: 5 });
  });
});
