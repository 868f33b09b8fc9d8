export { PageSection } from './page-section';
export type { PageSectionProps } from './page-section';
