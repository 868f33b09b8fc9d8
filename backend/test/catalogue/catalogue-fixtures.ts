import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { School } from '../../src/modules/directory';
import { seedSchools, type DemoSchool } from '../../src/modules/directory/adapters';
import { seedNeighborhoods, type DemoNeighborhood } from '../../src/modules/neighborhoods/adapters';
import { seedArticles, type DemoArticle } from '../../src/modules/articles/adapters';

/**
 * Catalogue records owned by one test file: every name carries a random tag,
 * so searching `location=<tag>` (or the tag's neighborhoods and category)
 * scopes results to this file's rows even in the run's shared database.
 */
export function newTag(): string {
  // letters only, so the tag never looks like a ZIP code or a grade
  return `zq${randomBytes(6)
    .toString('hex')
    .replace(/\d/g, (d) => String.fromCharCode(103 + Number(d)))}`;
}

export function neighborhoodProfile(name: string, overrides: Partial<DemoNeighborhood> = {}): DemoNeighborhood {
  return {
    name,
    city: 'Las Vegas',
    description: `${name} test neighborhood`,
    imageUrl: '/images/neighborhoods/test.svg',
    averageTuitionMin: 9000,
    averageTuitionMax: 25000,
    population: 50000,
    medianHouseholdIncome: 80000,
    medianHomeValue: 450000,
    costOfLivingIndex: 104.25,
    crimeRating: 'B+',
    walkabilityScore: 40,
    publicSchoolRating: 'B',
    diversityIndex: 0.61,
    familyFriendlyRating: 'A',
    nearbyAmenities: ['Park'],
    recreationOptions: ['Trails'],
    transportationOptions: ['Bus'],
    collegeReadinessRate: 72.5,
    averageCommute: 24,
    parentEducationLevel: "Bachelor's degree or higher: 40%",
    averageFamilySize: 3.05,
    kidsUnder18Percentage: 23.5,
    seniorPopulationPercentage: 14.25,
    privateSchoolEnrollmentRate: 9.75,
    averageClassSize: 18.5,
    teacherStudentRatio: '1:15',
    extracurricularOpportunities: ['Soccer'],
    weatherRating: 'B',
    ...overrides,
  };
}

export function demoSchool(name: string, neighborhood: string, overrides: Partial<DemoSchool> = {}): DemoSchool {
  return {
    name,
    address: '100 Test Way',
    city: 'Las Vegas',
    zipCode: '89101',
    description: `${name} description`,
    grades: 'K-5',
    schoolType: 'Classical',
    latitude: 36.1,
    longitude: -115.2,
    features: [],
    neighborhood,
    isPremium: false,
    ...overrides,
  };
}

export function demoArticle(slug: string, overrides: Partial<DemoArticle> = {}): DemoArticle {
  return {
    title: `Article ${slug}`,
    slug,
    excerpt: `Excerpt of ${slug}`,
    content: `# ${slug}\n\nBody with a [link](https://example.org).`,
    category: 'PARENT TIPS',
    imageUrl: '/images/articles/parent-tips.svg',
    author: 'Test Author',
    isPublished: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export async function insertCatalogue(
  app: INestApplication,
  data: { neighborhoods?: DemoNeighborhood[]; schools?: DemoSchool[]; articles?: DemoArticle[] },
): Promise<void> {
  const orm = app.get<MikroORM>(MikroORM);
  await orm.em.fork().transactional(async (em) => {
    if (data.neighborhoods) await seedNeighborhoods(em, data.neighborhoods);
    if (data.schools) await seedSchools(em, data.schools);
    if (data.articles) await seedArticles(em, data.articles);
  });
}

export async function setSchoolActive(app: INestApplication, name: string, isActive: boolean): Promise<void> {
  const em = app.get<MikroORM>(MikroORM).em.fork();
  const school = await em.findOneOrFail(School, { name });
  school.isActive = isActive;
  await em.flush();
}

export interface SchoolBody {
  id: number;
  name: string;
  slug: string;
  isPremium: boolean;
  [field: string]: unknown;
}

/** Every page of a search (limit 100), checking that `total` stays the same on each page. */
export async function searchAll(app: INestApplication, query: string): Promise<SchoolBody[]> {
  const all: SchoolBody[] = [];
  let total: number | undefined;
  for (let page = 1; ; page++) {
    const res = await request(app.getHttpServer()).get(`/api/schools?${query}&limit=100&page=${page}`).expect(200);
    total ??= res.body.total;
    if (res.body.total !== total) throw new Error(`total changed between pages: ${total} then ${res.body.total}`);
    all.push(...res.body.schools);
    if (res.body.schools.length < 100) break;
  }
  if (all.length !== total) throw new Error(`pages held ${all.length} schools, total says ${total}`);
  return all;
}
