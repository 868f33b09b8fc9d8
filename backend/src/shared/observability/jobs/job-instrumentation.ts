import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { RootLogger } from '../logging/root-logger';
import { JobMetrics } from '../metrics/job-metrics';
import { installJobInstrumentation } from './instrument-processor';

/**
 * Hands the worker's root logger and job metrics to `instrumentProcessor`.
 * Installed in the constructor, i.e. before any processor starts in
 * `onModuleInit`/`onApplicationBootstrap`.
 */
@Injectable()
export class JobInstrumentation implements OnApplicationShutdown {
  constructor(root: RootLogger, metrics: JobMetrics) {
    installJobInstrumentation({ logger: root.pino, metrics });
  }

  onApplicationShutdown(): void {
    installJobInstrumentation(undefined);
  }
}
