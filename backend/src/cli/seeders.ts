import type { Seeder } from '../shared/database';
import { DEMO_NEIGHBORHOODS, neighborhoodsSeeder } from '../modules/neighborhoods';
import { DEMO_SCHOOLS, schoolsSeeder } from '../modules/directory';
import { DEMO_ARTICLES, articlesSeeder } from '../modules/articles';
import { plansSeeder } from '../modules/billing';
import { demoAccountsSeeder } from '../modules/identity';
import { demoOpenHousesSeeder } from '../modules/open-houses';

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
];
