export { ObservabilityModule } from './observability.module';
export { observeHttp } from './http-observability';
export {
  LogDestination,
  ProcessRole,
  RootLogger,
  createRootLogger,
  defaultLogDestination,
} from './logging/root-logger';
export { REQUEST_ID_HEADER, requestIdOf } from './logging/request-id';
export { accessLineWriter } from './logging/http-logging';
export type { AccessLineWriter } from './logging/http-logging';
export { HttpMetrics, REQUEST_STARTED } from './metrics/http-metrics';
export type { RequestStarted } from './metrics/http-metrics';
export { REDACTED, redactUrl } from './logging/redaction';
export { instrumentProcessor, runningJobs } from './jobs/instrument-processor';
export type { JobProcessor } from './jobs/instrument-processor';
export { MetricsRegistry } from './metrics/metrics-registry';
export { MetricsServer } from './metrics/metrics-server';
export { closeHttpServer, exitGracefullyOnSignals } from './lifecycle/graceful-shutdown';
export type { ShutdownSignal } from './lifecycle/graceful-shutdown';
export { processorWorkers } from './lifecycle/processor-workers';
export { lowerCpuPriority } from './lifecycle/background-priority';
