export { pageCount, pageRange, paginationItems } from './pagination';
