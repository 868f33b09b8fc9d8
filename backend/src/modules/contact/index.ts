export { ContactModule } from './contact.module';
export { ContactJobsModule } from './jobs/contact-jobs.module';
