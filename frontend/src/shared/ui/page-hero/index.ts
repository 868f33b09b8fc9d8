export { PageHero } from './page-hero';
export type { PageHeroProps } from './page-hero';
