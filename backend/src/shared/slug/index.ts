export { MAX_SLUG_BASE_LENGTH, slugBase, slugify, uniqueSlug } from './slug';
