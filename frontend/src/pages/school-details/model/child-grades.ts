import type { ChildGrade } from '@/shared/api';

/**
 * The request and tour forms' grade list (the server's `ChildGrade`), each with the grades it covers
 * (Pre-K = -1, Kindergarten = 0, 1..12). A `Record` over the server's list: a grade added there must be
 * placed here before the page builds.
 */
const CHILD_GRADE_SPANS: Record<ChildGrade, readonly [number, number]> = {
  'Pre-K': [-1, -1],
  Kindergarten: [0, 0],
  'Elementary (K-5)': [0, 5],
  'Middle School (6-8)': [6, 8],
  'High School (9-12)': [9, 12],
  '1st - 5th': [1, 5],
  '6th - 8th': [6, 8],
  '9th - 12th': [9, 12],
};

/**
 * The grades a family may pick for this school: those overlapping the grades it teaches, as the RSVP form
 * keeps to the event's grades (a 9-12 school offered Pre-K). All of them when its grades name none.
 */
export function childGradesTaught(school: { gradeMin: number | null; gradeMax: number | null }): ChildGrade[] {
  const all = Object.keys(CHILD_GRADE_SPANS) as ChildGrade[];
  const { gradeMin, gradeMax } = school;
  if (gradeMin === null || gradeMax === null) return all;
  const taught = all.filter((grade) => {
    const [min, max] = CHILD_GRADE_SPANS[grade];
    return min <= gradeMax && max >= gradeMin;
  });
  return taught.length ? taught : all;
}
