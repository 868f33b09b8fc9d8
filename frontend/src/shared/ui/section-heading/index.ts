export { SectionHeading } from './section-heading';
export type { SectionHeadingProps } from './section-heading';
