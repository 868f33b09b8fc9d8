export { usePlaceNames } from './model/use-place-names';
export { PlaceSuggestions } from './ui/place-suggestions';
export { KnownPlaces } from './ui/known-places';
