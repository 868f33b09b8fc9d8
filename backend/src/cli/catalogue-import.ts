import 'reflect-metadata';
import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { AppConfig } from '../config';
import { ENTITIES } from '../entities';
import { DirectoryCoreModule, ImportCatalogue, formatImportReport } from '../modules/directory';
import { DatabaseModule } from '../shared/database';
import { loadConfigOrExit } from './load-config-or-exit';

const USAGE = `Usage: npm run catalogue:import -- FILE [--dry-run]
       (in the image: node dist/src/cli/catalogue-import.js FILE [--dry-run])

Loads a school catalogue CSV: the admin export's layout or the NCES Private School
Survey public-use file (only its Las Vegas valley rows). Prints per row what is
(or with --dry-run, would be) created, updated, left unchanged, refused or skipped.
Applying is all or nothing: with any refused row nothing is written and the exit
code is 1. See docs/catalogue-import.md.`;

@Module({ imports: [DatabaseModule.forRoot(ENTITIES), DirectoryCoreModule] })
class CatalogueImportModule {}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'dry-run': { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
  });
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 1);
  }
  // npm runs the script in backend/: a relative path means the directory the command was typed in.
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]);
  const csv = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new Error(`Cannot read ${file}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`);
  });
  const config = loadConfigOrExit();
  const app = await NestFactory.createApplicationContext(
    {
      module: CatalogueImportModule,
      global: true,
      providers: [{ provide: AppConfig, useValue: config }],
      exports: [AppConfig],
    },
    { logger: ['error', 'warn'] },
  );
  let failed = false;
  try {
    const orm = app.get(MikroORM);
    await RequestContext.create(orm.em, async () => {
      const report = await app.get(ImportCatalogue).execute({
        actorId: null,
        csv,
        apply: !values['dry-run'],
        fileName: basename(file),
      });
      console.log(formatImportReport(report));
      failed = report.summary.refuse > 0;
    });
  } finally {
    await app.close();
  }
  if (failed) process.exit(1);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
