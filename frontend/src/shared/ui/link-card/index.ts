export { LinkCard } from './link-card';
export type { LinkCardProps } from './link-card';
