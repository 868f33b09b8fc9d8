import type { Seeder } from '../shared/database';
import { DEMO_NEIGHBORHOODS, neighborhoodsSeeder } from '../modules/neighborhoods/adapters';
import { DEMO_SCHOOLS, schoolsSeeder } from '../modules/directory/adapters';
import { DEMO_ARTICLES, articlesSeeder } from '../modules/articles/adapters';
import { plansSeeder } from '../modules/billing/adapters';
import { demoAccountsSeeder } from '../modules/identity/adapters';
import { demoOpenHousesSeeder } from '../modules/open-houses/adapters';
import { scholarshipRulesSeeder } from '../modules/costs/adapters';

/** Run in order by `npm run db:seed`; modules add theirs here. */
export const SEEDERS: Seeder[] = [
  // catalogue first: schools refer to neighborhoods by name
  neighborhoodsSeeder(DEMO_NEIGHBORHOODS),
  // `--synthetic N` adds N generated schools here; `--remove-synthetic` deletes them
  schoolsSeeder(DEMO_SCHOOLS),
  articlesSeeder(DEMO_ARTICLES),
  // identity: the README's demo accounts; the owner gets the first premium school by name
  demoAccountsSeeder,
  // others, after catalogue and identity
  plansSeeder,
  // an upcoming open house for each example premium school
  demoOpenHousesSeeder,
  // the Opportunity Scholarship's starting rules (the operator checks and edits them)
  scholarshipRulesSeeder(),
];
