export { SchoolMap } from './ui/school-map';
export type { MapMode } from './ui/school-map';
export { directionsUrl } from './model/map-location';
