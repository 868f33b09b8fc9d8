/**
 * costs's adapter kit (docs/architecture.md, "Dependency rules"): what the composition roots (cli/) may use
 * of this module's adapters. Use cases and domain code never import it.
 */
export { DEMO_SCHOLARSHIP_RULES, scholarshipRulesSeeder } from './seed/scholarship-rules.seeder';
