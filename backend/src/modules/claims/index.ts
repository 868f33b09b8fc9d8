export { ClaimsModule, ClaimsJobsModule } from './claims.module';
