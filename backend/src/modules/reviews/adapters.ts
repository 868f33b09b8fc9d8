/** reviews' adapter kit for the composition roots: the worker's jobs module. */
export { ReviewsJobsModule } from './jobs/reviews-jobs.module';
