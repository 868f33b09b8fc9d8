export { SchoolsSearchPage as default } from './ui/schools-search-page';
