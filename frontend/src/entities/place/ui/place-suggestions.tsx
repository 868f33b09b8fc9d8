import { usePlaceNames } from '../model/use-place-names';

/**
 * The known places as the browser's own suggestions for a location box (`<input list={id}>`): shown
 * while typing, on phones too, rendered by the server so they work before the page's script has run,
 * and no menu code in the public pages' first load.
 */
export function PlaceSuggestions({ id }: { id: string }) {
  const names = usePlaceNames();
  return (
    <datalist id={id} data-testid="place-suggestions">
      {names.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}
