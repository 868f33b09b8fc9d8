import { Module } from '@nestjs/common';
import { QueueModule, processorProvider } from '../../../shared/queue';
import { AnalyticsCoreModule } from '../analytics-core.module';
import { ANALYTICS_QUEUE, AnalyticsRollupProcessor, analyticsRollupWorkerSettings } from './analytics-rollup.processor';

/** The worker's analytics job: the repeatable rollup. Imported by worker.module.ts only. */
@Module({
  imports: [AnalyticsCoreModule, QueueModule.registerQueues(ANALYTICS_QUEUE)],
  providers: [processorProvider(AnalyticsRollupProcessor, ANALYTICS_QUEUE, analyticsRollupWorkerSettings)],
})
export class AnalyticsJobsModule {}
