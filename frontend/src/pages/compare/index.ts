export { ComparePage as default } from './ui/compare-page';
