import { changeLocationText, isPlaceText, locationAsCentre, locationBoxText, placeKey } from './place-text';
import { defaultSort, filtersFromSearchParams, filtersToSearchArgs, filtersToSearchParams } from './url-filters';

const read = (query: string) => filtersFromSearchParams(new URLSearchParams(query));
const PLACES = ['Skye Canyon', "Mountain's Edge", 'Henderson'];

describe('a ZIP or a known place searches around it (issue 35)', () => {
  it('compares places as the server does: case, spacing, apostrophes and ", NV" do not count', () => {
    expect(placeKey('  Skye   Canyon, NV ')).toBe('skye canyon');
    expect(placeKey("Mountain's Edge")).toBe(placeKey('mountains edge'));
    expect(isPlaceText('mountains edge', PLACES)).toBe(true);
    expect(isPlaceText('89117', PLACES)).toBe(true);
    expect(isPlaceText('89117-1234', PLACES)).toBe(true);
    expect(isPlaceText('The Meadows School', PLACES)).toBe(false);
    expect(isPlaceText('', PLACES)).toBe(false);
  });

  it('reads a place given as location (the home page, a plain form) as the centre, named as the gazetteer writes it', () => {
    expect(locationAsCentre(read('location=mountains%20edge&grades=Pre-K'), PLACES)).toMatchObject({
      location: '',
      near: "Mountain's Edge",
      grades: ['Pre-K'],
    });
    expect(locationAsCentre(read('location=89117'), PLACES)).toMatchObject({ location: '', near: '89117' });
    // Text stays the text search; a centre already set stays.
    expect(locationAsCentre(read('location=Meadows'), PLACES)).toMatchObject({ location: 'Meadows', near: '' });
    expect(locationAsCentre(read('location=Henderson&near=89117'), PLACES)).toMatchObject({
      location: 'Henderson',
      near: '89117',
    });
    // Before the places have loaded only ZIP codes are known.
    expect(locationAsCentre(read('location=Henderson'), [])).toMatchObject({ location: 'Henderson', near: '' });
  });

  it('the one location box: a place becomes the centre, other text the search, and the box shows either', () => {
    const placed = changeLocationText(read('lat=36.1&lng=-115.2&radius=5&page=3'), 'skye canyon', PLACES);
    expect(placed).toMatchObject({ near: 'Skye Canyon', location: '', lat: null, lng: null, radius: 5, page: 1 });
    expect(locationBoxText(placed)).toBe('Skye Canyon');
    const text = changeLocationText(read('near=89117&radius=5&sort=distance'), 'Meadows', PLACES);
    expect(text).toMatchObject({ location: 'Meadows', near: '', radius: null, sort: null });
    expect(locationBoxText(text)).toBe('Meadows');
    expect(changeLocationText(read('location=Meadows'), '  ', PLACES)).toMatchObject({ location: '', near: '' });
  });

  it('with a place set nearest first is the default order; best match is then a choice sent and kept', () => {
    expect(defaultSort(read('near=89117'))).toBe('distance');
    expect(defaultSort(read(''))).toBe('best');
    expect(filtersToSearchArgs(read('near=89117'))).not.toHaveProperty('sort');
    expect(filtersToSearchArgs(read('near=89117&sort=best'))).toMatchObject({ sort: 'best' });
    expect(filtersToSearchParams(read('near=89117&sort=best')).get('sort')).toBe('best');
    expect(filtersToSearchParams(read('sort=best')).get('sort')).toBeNull();
  });
});
