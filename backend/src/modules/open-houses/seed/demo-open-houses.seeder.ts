import type { EntityManager } from '@mikro-orm/postgresql';
import type { Seeder } from '../../../shared/database';
import { OpenHouse, type OpenHouseDetails } from '../domain/open-house';
import { fromWallTime, toWallTime } from '../domain/open-house-time';

/** An example school's demo open house: when it falls is counted from the day the seed runs. */
export interface DemoOpenHouse {
  schoolSlug: string;
  /** At least this many days ahead, on the next `weekday` (0 Sunday … 6 Saturday), at `time` in Las Vegas. */
  daysAhead: number;
  weekday: number;
  time: string;
  details: Omit<OpenHouseDetails, 'startsAt'>;
}

/**
 * One upcoming open house for each example premium school, so that the demo's home page, open houses
 * page, school pages and the demo owner's dashboard show the feature rather than an empty list. Three
 * weeks out and later: the end-to-end tests' own open houses, a week ahead, still come first.
 */
export const DEMO_OPEN_HOUSES: readonly DemoOpenHouse[] = [
  {
    schoolSlug: 'example-boarding-school',
    daysAhead: 21,
    weekday: 6,
    time: '10:00',
    details: {
      title: 'Campus Tour and Boarding Life Q&A',
      durationMinutes: 120,
      format: 'in_person',
      location: 'Admissions office, main building',
      virtualUrl: null,
      capacity: 40,
      gradeMin: 9,
      gradeMax: 12,
      description:
        'Walk the campus with current students, see the residence halls and meet the admissions team. Families of students entering grades 9-12 are welcome.',
    },
  },
  {
    schoolSlug: 'example-classical-academy',
    daysAhead: 24,
    weekday: 6,
    time: '09:30',
    details: {
      title: 'Kindergarten through 8th Grade Open House',
      durationMinutes: 90,
      format: 'in_person',
      location: 'School library',
      virtualUrl: null,
      capacity: 60,
      gradeMin: 0,
      gradeMax: 8,
      description:
        'Visit classrooms, hear how the classical curriculum works in each grade and ask about tuition assistance.',
    },
  },
  {
    schoolSlug: 'example-language-immersion-school',
    daysAhead: 23,
    weekday: 2,
    time: '18:00',
    details: {
      title: 'Virtual Information Night',
      durationMinutes: 60,
      format: 'virtual',
      location: null,
      virtualUrl: 'https://example.com/immersion-information-night',
      capacity: 100,
      gradeMin: -1,
      gradeMax: 5,
      description:
        'An online evening with our teachers on how children learn two languages from Pre-K, with time for questions.',
    },
  },
  {
    schoolSlug: 'example-stem-academy',
    daysAhead: 26,
    weekday: 4,
    time: '17:30',
    details: {
      title: 'STEM Labs Open House',
      durationMinutes: 90,
      format: 'in_person',
      location: 'Robotics lab',
      virtualUrl: null,
      capacity: 50,
      gradeMin: 6,
      gradeMax: 12,
      description: 'See the robotics and science labs in action and meet the teachers of grades 6-12.',
    },
  },
];

/** The Las Vegas date `daysAhead` days after `now`, moved on to the next `weekday`, as `YYYY-MM-DD`. */
export function demoDay(now: Date, daysAhead: number, weekday: number): string {
  const [year, month, day] = toWallTime(now).slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day + daysAhead));
  date.setUTCDate(date.getUTCDate() + ((weekday - date.getUTCDay() + 7) % 7));
  return date.toISOString().slice(0, 10);
}

/**
 * Adds the demo's open houses to the example schools that have none coming up (a run weeks later adds
 * new ones once the earlier have passed). Schools are read by SQL: this module does not load the
 * directory's code for an id.
 */
export async function seedDemoOpenHouses(em: EntityManager, data: readonly DemoOpenHouse[], now = new Date()) {
  const schools = await em.getConnection().execute<{ id: number; slug: string }[]>(
    `select s."id", s."slug" from "school_summary" s
        where s."slug" in (?) and s."is_premium"
          and not exists (select 1 from "open_house" o
                           where o."school_id" = s."id" and o."status" = 'scheduled' and o."starts_at" > ?)`,
    [data.map((each) => each.schoolSlug), now],
    'all',
    em.getTransactionContext(),
  );
  const bySlug = new Map(schools.map((school) => [school.slug, school]));
  let created = 0;
  for (const { schoolSlug, daysAhead, weekday, time, details } of data) {
    const school = bySlug.get(schoolSlug);
    if (!school) continue;
    const startsAt = fromWallTime(`${demoDay(now, daysAhead, weekday)}T${time}`)!;
    em.persist(OpenHouse.create(school.id, { ...details, startsAt }, now));
    created++;
  }
  await em.flush();
  return `${created} created (${data.length - created} schools already have one coming up or are not listed)`;
}

/** The `npm run db:seed` step for open houses (after the schools). */
export const demoOpenHousesSeeder: Seeder = {
  name: 'open houses',
  run: (em) => seedDemoOpenHouses(em, DEMO_OPEN_HOUSES),
};
