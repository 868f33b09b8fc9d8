import {
  ApplyProfileChange,
  AssignSchoolSlug,
  CreateSchool,
  School,
  SchoolLookup,
  SetSchoolPremium,
  type SchoolPremium,
  type SchoolProps,
} from '../../../src/modules/directory';
import { SchoolRepository } from '../../../src/modules/directory/application/ports/school.repository';
import { SchoolSlugs } from '../../../src/modules/directory/application/ports/school-slugs';
import { SchoolProfileEditor } from '../../../src/modules/directory/application/school-profile-editor';
import { SetSchoolActive } from '../../../src/modules/directory/application/set-school-active';
import { UpdateSchoolFacts } from '../../../src/modules/directory/application/update-school-facts';
import { ArchiveSchool } from '../../../src/modules/directory/application/archive-school';
import { CreateSchoolListing } from '../../../src/modules/directory/application/create-school-listing';
import { EditSchoolListing } from '../../../src/modules/directory/application/edit-school-listing';
import { RestoreSchool } from '../../../src/modules/directory/application/restore-school';
import { SchoolNameTakenError } from '../../../src/modules/directory/domain/directory.errors';
import type { AuditTrail } from '../../../src/modules/audit';
import { MemoryTable, type FakeUnitOfWork } from './unit-of-work';

/** The school table in memory; slugs stay unique as the real index keeps them. */
export class MemorySchools extends SchoolRepository {
  readonly table: MemoryTable<School>;
  readonly locked: number[] = [];
  readonly premium = new Map<number, SchoolPremium>();

  constructor(unitOfWork: FakeUnitOfWork) {
    super();
    this.table = new MemoryTable<School>(unitOfWork);
  }

  async findById(id: number): Promise<School | null> {
    return this.table.get(id);
  }

  async findByIdForUpdate(id: number): Promise<School | null> {
    this.locked.push(id);
    return this.table.get(id);
  }

  async findByIds(ids: number[]): Promise<School[]> {
    return this.table.all().filter((school) => ids.includes(school.id));
  }

  /** As the SQL compares: the column trimmed of spaces (btrim), whitespace runs as one space, lower case. */
  async findByName(name: string): Promise<School[]> {
    const normalised = name.trim().replace(/\s+/g, ' ').toLowerCase();
    if (!normalised) return [];
    return this.table
      .all()
      .filter(
        (school) =>
          school.name
            .replace(/^ +| +$/g, '')
            .replace(/\s+/g, ' ')
            .toLowerCase() === normalised,
      )
      .sort((a, b) => a.id - b.id);
  }

  async save(school: School): Promise<void> {
    if (this.table.all().some((other) => other !== school && other.slug === school.slug))
      throw new SchoolNameTakenError();
    this.table.save(school);
  }

  async setPremium(schoolId: number, premium: SchoolPremium): Promise<void> {
    const school = this.table.get(schoolId);
    if (!school) return;
    school.isPremium = premium.isPremium;
    school.subscriptionStatus = premium.subscriptionStatus;
    this.premium.set(schoolId, premium);
  }

  /** A stored school with a slug of its own. */
  add(props: Partial<SchoolProps> & { name: string }, slug?: string): School {
    const school = School.create({
      address: '1 Desert Way',
      city: 'Las Vegas',
      zipCode: '89101',
      grades: 'K-5',
      schoolType: 'Montessori',
      ...props,
    });
    school.slug = slug ?? props.name.toLowerCase().replace(/\W+/g, '-');
    this.table.seed(school);
    return school;
  }
}

/** Slugs taken in the memory table, and former slugs (slug → school id). */
export class MemorySchoolSlugs extends SchoolSlugs {
  readonly former = new Map<string, number>();

  constructor(private readonly schools: MemorySchools) {
    super();
  }

  async takenLike(base: string, exceptSchoolId?: number): Promise<string[]> {
    const matches = (slug: string) => slug === base || slug.startsWith(`${base}-`);
    return [
      ...this.schools.table
        .all()
        .filter((school) => school.id !== exceptSchoolId && matches(school.slug))
        .map((school) => school.slug),
      ...[...this.former].filter(([slug, id]) => id !== exceptSchoolId && matches(slug)).map(([slug]) => slug),
    ];
  }

  async rememberFormer(schoolId: number, formerSlug: string, currentSlug: string): Promise<void> {
    if (this.former.get(currentSlug) === schoolId) this.former.delete(currentSlug);
    this.former.set(formerSlug, schoolId);
  }
}

/** The directory's real use cases over an in-memory school table. */
export function memoryDirectory(unitOfWork: FakeUnitOfWork, audit: AuditTrail) {
  const schools = new MemorySchools(unitOfWork);
  const slugs = new MemorySchoolSlugs(schools);
  const assignSlug = new AssignSchoolSlug(slugs);
  const editor = new SchoolProfileEditor(schools, assignSlug, slugs);
  return {
    schools,
    slugs,
    lookup: new SchoolLookup(schools),
    createSchool: new CreateSchool(unitOfWork, schools, assignSlug),
    applyProfileChange: new ApplyProfileChange(unitOfWork, editor, audit),
    updateSchoolFacts: new UpdateSchoolFacts(unitOfWork, editor, audit),
    setSchoolActive: new SetSchoolActive(unitOfWork, schools, audit),
    setSchoolPremium: new SetSchoolPremium(schools),
    createSchoolListing: new CreateSchoolListing(unitOfWork, new CreateSchool(unitOfWork, schools, assignSlug), audit),
    editSchoolListing: new EditSchoolListing(unitOfWork, editor, schools, audit),
    archiveSchool: new ArchiveSchool(unitOfWork, schools, audit),
    restoreSchool: new RestoreSchool(unitOfWork, schools, audit),
  };
}
