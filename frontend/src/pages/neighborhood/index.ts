export { NeighborhoodPage as default } from './ui/neighborhood-page';
