export { NeighborhoodsPage as default } from './ui/neighborhoods-page';
