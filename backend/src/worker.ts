import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfigOrExit } from './cli/load-config-or-exit';
import { WorkerModule } from './worker.module';

/**
 * The BullMQ worker process. Processors start with the module; on SIGTERM or
 * SIGINT Nest closes every worker, which waits for active jobs to finish.
 */
async function bootstrap(): Promise<void> {
  loadConfigOrExit();
  const app = await NestFactory.createApplicationContext(WorkerModule);
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  new Logger('Worker').log('Worker started; processing queues');
}

void bootstrap();
