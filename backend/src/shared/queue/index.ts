export { QueueModule, DEFAULT_JOB_OPTIONS } from './queue.module';
export { QUEUE_NAMES } from './queue-names';
export type { QueueName } from './queue-names';
export { producerRedisOptions, workerRedisOptions, redisOptionsFromUrl } from './redis-options';
export { RedisHealth } from './redis-health';
export { StartProcessors, processorProvider } from './processors';
export type { WorkerSettings } from './processors';
export { ScheduledJobsProcessor } from './scheduled-jobs-processor';
export type { ScheduledJob, ScheduledJobsLabels } from './scheduled-jobs-processor';
