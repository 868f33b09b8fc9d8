/** corrections' adapter kit for the composition roots: the worker's jobs module. */
export { CorrectionsJobsModule } from './jobs/corrections-jobs.module';
