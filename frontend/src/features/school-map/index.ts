export { SchoolMap } from './ui/school-map';
export { directionsUrl } from './model/map-location';
