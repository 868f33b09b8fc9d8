/**
 * analytics's adapter kit (docs/architecture.md, "Dependency rules"): what other modules' driving and
 * driven adapters (http/, infrastructure/, jobs/, module wiring) and the composition roots (app and
 * worker modules, cli/) may use of this module's adapters. Use cases and domain code never import it:
 * they use the ports, domain types and use cases of index.ts.
 */
export { AnalyticsJobsModule } from './jobs/analytics-jobs.module';
