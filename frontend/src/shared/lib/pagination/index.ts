export { pageCount, pageRange, paginationItems } from './pagination';
export type { PageItem } from './pagination';
