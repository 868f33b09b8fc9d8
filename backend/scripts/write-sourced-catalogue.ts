// Writes backend/catalogue/las-vegas-valley-schools.csv from the seed's real schools (their sourced facts only).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SOURCED_CATALOGUE_PATH, sourcedCatalogueCsv } from '../src/modules/directory/seed/sourced-catalogue';

const path = join(__dirname, '..', SOURCED_CATALOGUE_PATH);
mkdirSync(dirname(path), { recursive: true });
writeFileSync(path, sourcedCatalogueCsv());
console.log(`wrote ${path}`);
