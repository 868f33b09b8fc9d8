export { SchoolMap } from './ui/school-map';
export type { SchoolMapProps } from './ui/school-map';
export { directionsUrl, fullAddress, locatedOnly, DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM } from './model/map-location';
export type { MapLocationInput } from './model/map-location';
