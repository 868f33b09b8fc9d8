import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { loadConfigOrExit } from './cli/load-config-or-exit';
import { configureHttpApp } from './shared/http';

async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit();
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { bodyParser: false });
  configureHttpApp(app, config);
  await app.listen(config.port);
  console.log(`${config.appName} listening on http://localhost:${config.port}`);
}

void bootstrap();
