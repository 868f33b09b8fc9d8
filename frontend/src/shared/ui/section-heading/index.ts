export { SectionHeading } from './section-heading';
