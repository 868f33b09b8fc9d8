import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_NEIGHBORHOODS } from '../../neighborhoods/adapters';
import { parseGradeSpan } from '../domain/grade-span';
import { SCHOOL_TYPES } from '../domain/school-type';
import { slugifySchoolName } from '../domain/school-slug';
import { exampleAdmissions } from './example-admissions';
import { DEMO_SCHOOLS, EXAMPLE_DEMO_SCHOOLS, EXAMPLE_DEMO_SCHOOL_COUNT, REAL_DEMO_SCHOOLS } from './demo-schools';
import { RETIRED_DEMO_SCHOOL_NAMES } from './retired-demo-schools';

const CITIES = ['Las Vegas', 'Henderson', 'North Las Vegas'];
/** Real private schools of the valley the seed must keep: the 32 it had and 28 added with a public source (docs/seed-data.md). */
const REAL_SCHOOLS_FOUND = 60;
const FRONTEND_PUBLIC = join(__dirname, '..', '..', '..', '..', '..', 'frontend', 'public');
const premium = DEMO_SCHOOLS.filter((s) => s.isPremium);
const regular = DEMO_SCHOOLS.filter((s) => !s.isPremium);
const rows = DEMO_SCHOOLS.map((s) => [s.name, s] as const);

/** Sentences in a description; "St.", "Dr." and initials inside names do not end one. */
function sentences(text: string): number {
  return text
    .replace(/\b(St|Dr|Mt|[A-Z])\./g, '$1')
    .split(/[.!?](?:\s+|$)/)
    .filter((part) => part.trim()).length;
}

describe('DEMO_SCHOOLS', () => {
  it('has at least 60 schools with unique names and unique slugs', () => {
    expect(DEMO_SCHOOLS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(DEMO_SCHOOLS.map((s) => s.name)).size).toBe(DEMO_SCHOOLS.length);
    expect(new Set(DEMO_SCHOOLS.map((s) => slugifySchoolName(s.name))).size).toBe(DEMO_SCHOOLS.length);
  });

  it('invents at most one listing per school type that has no real school, each plainly marked', () => {
    const typesWithoutRealSchool = SCHOOL_TYPES.filter((type) => !REAL_DEMO_SCHOOLS.some((s) => s.schoolType === type));
    expect(EXAMPLE_DEMO_SCHOOL_COUNT).toBeLessThanOrEqual(typesWithoutRealSchool.length);
    expect(new Set(EXAMPLE_DEMO_SCHOOLS.map((s) => s.schoolType)).size).toBe(EXAMPLE_DEMO_SCHOOL_COUNT);
    for (const school of EXAMPLE_DEMO_SCHOOLS) {
      expect(typesWithoutRealSchool).toContain(school.schoolType);
      expect(school.name).toMatch(/^Example /);
      expect(school.website).toMatch(/^https:\/\/[^/]+\.example$/);
      expect(school.phone).toMatch(/^\(702\) 555-01\d{2}$/);
      expect(school.description).toContain('not a real school');
    }
  });

  it("marks the invented listings, and only them, as examples ('Example listing' on their cards and pages)", () => {
    const examples = new Set(EXAMPLE_DEMO_SCHOOLS.map((s) => s.name));
    for (const school of DEMO_SCHOOLS)
      expect([school.name, !!school.isExample]).toEqual([school.name, examples.has(school.name)]);
  });

  it(`keeps the ${REAL_SCHOOLS_FOUND} real schools, invented ones a small minority`, () => {
    expect(REAL_DEMO_SCHOOLS.length).toBeGreaterThanOrEqual(REAL_SCHOOLS_FOUND);
    expect(REAL_DEMO_SCHOOLS.length + EXAMPLE_DEMO_SCHOOL_COUNT).toBe(DEMO_SCHOOLS.length);
    expect(EXAMPLE_DEMO_SCHOOL_COUNT).toBeLessThan(DEMO_SCHOOLS.length / 5);
  });

  // The product issue asks for at least 60 real schools; docs/seed-data.md lists each one with its source.
  it('holds at least 60 real schools', () => {
    expect(REAL_DEMO_SCHOOLS.length).toBeGreaterThanOrEqual(60);
  });

  it('never reuses a retired demo school name', () => {
    const names = DEMO_SCHOOLS.map((s) => s.name);
    for (const retired of RETIRED_DEMO_SCHOOL_NAMES) expect(names).not.toContain(retired);
  });

  it('ties every school to one of the ten neighborhoods, and every neighborhood has schools', () => {
    const names = DEMO_NEIGHBORHOODS.map((n) => n.name);
    for (const school of DEMO_SCHOOLS) expect(names).toContain(school.neighborhood);
    for (const name of names)
      expect(DEMO_SCHOOLS.filter((s) => s.neighborhood === name).length).toBeGreaterThanOrEqual(3);
  });

  it('uses only the listed school types, every one at least once', () => {
    for (const school of DEMO_SCHOOLS) expect(SCHOOL_TYPES).toContain(school.schoolType);
    for (const type of SCHOOL_TYPES) {
      expect({ type, present: DEMO_SCHOOLS.some((s) => s.schoolType === type) }).toEqual({ type, present: true });
    }
  });

  it.each(rows)('%s lies inside the Las Vegas valley', (_name, school) => {
    expect(school.latitude).toBeGreaterThanOrEqual(35.95);
    expect(school.latitude).toBeLessThanOrEqual(36.35);
    expect(school.longitude).toBeGreaterThanOrEqual(-115.4);
    expect(school.longitude).toBeLessThanOrEqual(-114.9);
  });

  it.each(rows)('%s fits the column limits and formats', (_name, school) => {
    expect(school.name.length).toBeLessThanOrEqual(255);
    expect(CITIES).toContain(school.city);
    expect(school.zipCode).toMatch(/^89\d{3}$/);
    expect(school.address.trim().length).toBeGreaterThan(0);
    if (school.phone !== undefined) {
      expect(school.phone.length).toBeLessThanOrEqual(20);
      expect(school.phone).toMatch(/^\(702\) \d{3}-\d{4}$/);
    }
    if (school.email !== undefined) {
      expect(school.email.length).toBeLessThanOrEqual(255);
      expect(school.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    }
    if (school.website !== undefined) expect(school.website).toMatch(/^https:\/\/[^\s]+$/);
    if (school.religiousAffiliation !== undefined) expect(school.religiousAffiliation.length).toBeLessThanOrEqual(100);
    expect(parseGradeSpan(school.grades)).not.toBeNull();
    expect(sentences(school.description)).toBeGreaterThanOrEqual(2);
    expect(sentences(school.description)).toBeLessThanOrEqual(4);
    expect(school.features.length).toBeGreaterThanOrEqual(3);
    for (const feature of school.features) expect(feature.length).toBeLessThanOrEqual(40);
  });

  it.each(rows)('%s has whole-dollar tuition in order', (_name, school) => {
    for (const amount of [school.tuitionMin, school.tuitionMax]) {
      if (amount !== undefined) expect(Number.isInteger(amount) && amount > 0 && amount <= 100000).toBe(true);
    }
    if (school.tuitionMin !== undefined && school.tuitionMax !== undefined)
      expect(school.tuitionMin).toBeLessThanOrEqual(school.tuitionMax);
  });

  it('exercises every tuition text: range, "Starting at" and "Contact for tuition"', () => {
    const both = DEMO_SCHOOLS.filter((s) => s.tuitionMin !== undefined && s.tuitionMax !== undefined);
    const onlyMin = DEMO_SCHOOLS.filter((s) => s.tuitionMin !== undefined && s.tuitionMax === undefined);
    const none = DEMO_SCHOOLS.filter((s) => s.tuitionMin === undefined && s.tuitionMax === undefined);
    expect(both.length).toBeGreaterThan(40);
    expect(onlyMin.length).toBeGreaterThanOrEqual(3);
    expect(none.length).toBeGreaterThanOrEqual(3);
  });

  it('puts the demonstration premium content on example listings only, each with social links, videos and a gallery', () => {
    expect(premium.length).toBeGreaterThanOrEqual(3);
    for (const school of premium) {
      expect(school.name).toMatch(/^Example /);
      expect(school.socialLinks?.facebook).toMatch(/^https:\/\/www\.facebook\.com\/\w+$/);
      expect(school.socialLinks?.instagram).toMatch(/^https:\/\/www\.instagram\.com\/\w+\/$/);
      expect(school.socialLinks?.twitter).toMatch(/^https:\/\/twitter\.com\/\w+$/);
      expect(school.videoUrls?.length).toBeGreaterThanOrEqual(1);
      expect(school.videoUrls?.length).toBeLessThanOrEqual(3);
      for (const url of school.videoUrls ?? [])
        expect(url).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
      expect(school.additionalImages?.length).toBeGreaterThanOrEqual(5);
      expect(school.additionalImages?.length).toBeLessThanOrEqual(8);
      expect(new Set(school.additionalImages).size).toBe(school.additionalImages?.length);
    }
  });

  it('never gives a real school an invented fact: no placeholder phone, e-mail, social link, video, gallery or premium', () => {
    for (const school of REAL_DEMO_SCHOOLS) {
      const invented = {
        name: school.name,
        placeholderPhone: /555-01\d\d/.test(school.phone ?? ''),
        email: school.email ?? null,
        socialLinks: school.socialLinks ?? null,
        videos: school.videoUrls ?? [],
        gallery: school.additionalImages ?? [],
        premium: school.isPremium,
        exampleWebsite: /\.example(\/|$)/.test(school.website ?? ''),
      };
      expect(invented).toEqual({
        name: school.name,
        placeholderPhone: false,
        email: null,
        socialLinks: null,
        videos: [],
        gallery: [],
        premium: false,
        exampleWebsite: false,
      });
    }
  });

  it('keeps non-premium schools to at most one extra image and no social links or videos', () => {
    for (const school of regular) {
      expect(school.socialLinks).toBeUndefined();
      expect(school.videoUrls ?? []).toHaveLength(0);
      expect((school.additionalImages ?? []).length).toBeLessThanOrEqual(1);
    }
  });

  it('points every hero and gallery image at a file the frontend serves', () => {
    for (const school of DEMO_SCHOOLS) {
      expect(school.imageUrl).toMatch(/^\/images\/schools\/[a-z0-9-]+\.svg$/);
      for (const image of [school.imageUrl ?? '', ...(school.additionalImages ?? [])]) {
        expect({ image, exists: existsSync(join(FRONTEND_PUBLIC, image)) }).toEqual({ image, exists: true });
      }
    }
  });
});

describe('example admissions facts (issue 20)', () => {
  const facts = exampleAdmissions(new Date('2026-11-23T12:00:00Z'));

  it('are given to the invented example listings only, never to a real school', () => {
    const exampleNames = EXAMPLE_DEMO_SCHOOLS.map((s) => s.name);
    expect(Object.keys(facts).every((name) => exampleNames.includes(name))).toBe(true);
    expect(REAL_DEMO_SCHOOLS.some((s) => s.name in facts)).toBe(false);
  });

  it('follow the seed date: next entry year, real dates', () => {
    const classical = facts['Example Classical Academy'];
    expect(classical.applicationDeadlines.map((d) => d.deadline)).toEqual(['2026-12-01', '2027-02-15']);
    expect(classical.applicationDeadlines.every((d) => d.entryYear === 2027)).toBe(true);
  });
});
