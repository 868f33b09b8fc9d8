import { School } from '../domain/school';
import { AssignSchoolSlug } from './assign-school-slug';
import { SchoolSlugs } from './ports/school-slugs';

/** In-memory slugs: id → slug. */
class FakeSchoolSlugs extends SchoolSlugs {
  constructor(readonly rows: Map<number, string>) {
    super();
  }
  async takenLike(base: string, exceptSchoolId?: number): Promise<string[]> {
    return [...this.rows]
      .filter(([id, slug]) => id !== exceptSchoolId && (slug === base || slug.startsWith(`${base}-`)))
      .map(([, slug]) => slug);
  }
  async rememberFormer(): Promise<void> {}
}

function school(name: string, id?: number, slug?: string): School {
  const s = School.create({
    name,
    address: '1 Main St',
    city: 'Las Vegas',
    zipCode: '89101',
    grades: 'K-5',
    schoolType: 'Montessori',
  });
  if (id !== undefined) s.id = id;
  if (slug !== undefined) s.slug = slug;
  return s;
}

describe('AssignSchoolSlug', () => {
  it('gives a new school the plain slug, or a numeric suffix on a clash', async () => {
    const assign = new AssignSchoolSlug(new FakeSchoolSlugs(new Map([[1, 'lake-school']])));
    expect(await assign.execute(school('Desert Academy'))).toBe('desert-academy');
    expect(await assign.execute(school('Lake School'))).toBe('lake-school-2');
  });

  it('keeps a school its current slug when the name still gives it (re-saving never moves an address)', async () => {
    const assign = new AssignSchoolSlug(
      new FakeSchoolSlugs(
        new Map([
          [1, 'lake-school'],
          [2, 'lake-school-2'],
        ]),
      ),
    );
    expect(await assign.execute(school('Lake School', 2, 'lake-school-2'))).toBe('lake-school-2');
  });

  it('follows a renamed school', async () => {
    const assign = new AssignSchoolSlug(new FakeSchoolSlugs(new Map([[2, 'old-name']])));
    expect(await assign.execute(school('New Name', 2, 'old-name'))).toBe('new-name');
  });
});
