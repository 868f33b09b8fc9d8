import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { stringify } from 'yaml';
import { AppModule } from './app.module';
import { loadConfig } from './config';
import { buildOpenApiDocument } from './shared/http';

/**
 * Writes ../openapi.yaml from the controllers' decorators. Preview mode builds
 * the module graph without instantiating providers, so no database or Redis is
 * needed. Keys are sorted so the file only changes when the API does.
 */
async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, NODE_ENV: 'development' });
  // The contract always documents the sandbox's TEST MODE routes (the frontend's sandbox pages use
  // them), under a tag that says they exist only without Stripe keys.
  const app = await NestFactory.create(AppModule.withPayments('sandbox'), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  app.setGlobalPrefix('api');
  const document = buildOpenApiDocument(app, config.appName);
  const target = process.env.OPENAPI_OUT ? resolve(process.env.OPENAPI_OUT) : resolve(__dirname, '../../openapi.yaml');
  // Nest shares one `tags` array between a controller's operations; YAML anchors for those would
  // break once keys are sorted (an alias before its anchor), so every object is written out in full.
  writeFileSync(target, stringify(document, { sortMapEntries: true, lineWidth: 0, aliasDuplicateObjects: false }));
  await app.close();
  console.log(`wrote ${target}`);
}

void main();
