/**
 * catalogue's adapter kit (docs/architecture.md, "Dependency rules"): what other modules' driving and
 * driven adapters (http/, infrastructure/, jobs/, module wiring) may use of this module's adapters. Use
 * cases and domain code never import it: they use the ports and domain types of index.ts.
 */
export { SchoolFilterRequest } from './http/dto/search-schools.request';
