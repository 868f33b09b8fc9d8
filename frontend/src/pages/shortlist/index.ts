export { ShortlistPage as default } from './ui/shortlist-page';
