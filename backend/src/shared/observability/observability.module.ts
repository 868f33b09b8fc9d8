import { DynamicModule, Module, Provider, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from '../../config';
import { JobInstrumentation } from './jobs/job-instrumentation';
import {
  LogDestination,
  ProcessRole,
  RootLogger,
  createRootLogger,
  defaultLogDestination,
} from './logging/root-logger';
import { HttpMetrics } from './metrics/http-metrics';
import { JobMetrics } from './metrics/job-metrics';
import { MetricsRegistry } from './metrics/metrics-registry';
import { MetricsServer } from './metrics/metrics-server';
import { QueueMetrics } from './metrics/queue-metrics';

/**
 * Logs and metrics for one process. `forWeb()` in AppModule: request logging
 * and ids, HTTP and queue metrics. `forWorker()` in WorkerModule: job log
 * context and job metrics. Both serve `/metrics` on their own port.
 */
@Module({})
export class ObservabilityModule {
  static forWeb(): DynamicModule {
    return ObservabilityModule.build(new ProcessRole('web'), [HttpMetrics, QueueMetrics]);
  }

  static forWorker(): DynamicModule {
    return ObservabilityModule.build(new ProcessRole('worker'), [JobMetrics, JobInstrumentation]);
  }

  private static build(role: ProcessRole, extra: Provider[]): DynamicModule {
    const core: Provider[] = [
      { provide: ProcessRole, useValue: role },
      { provide: LogDestination, inject: [AppConfig], useFactory: defaultLogDestination },
      {
        provide: RootLogger,
        inject: [AppConfig, ProcessRole, LogDestination],
        useFactory: (config: AppConfig, processRole: ProcessRole, destination: LogDestination) =>
          new RootLogger(createRootLogger(config, processRole, destination)),
      },
      MetricsRegistry,
      MetricsServer,
    ];
    return {
      module: ObservabilityModule,
      global: true,
      imports: [
        // nestjs-pino: `Logger` (Nest's LoggerService) and `PinoLogger` over our root logger. pino-http
        // itself runs first in the Express stack (observeHttp), so `useExisting` only binds `req.log`
        // to the request's async context for every Nest log call inside a handler.
        LoggerModule.forRootAsync({
          inject: [RootLogger],
          useFactory: (root: RootLogger) => ({
            pinoHttp: { logger: root.pino },
            useExisting: true,
            forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
          }),
        }),
      ],
      providers: [...core, ...extra],
      exports: [...core, ...extra],
    };
  }
}
