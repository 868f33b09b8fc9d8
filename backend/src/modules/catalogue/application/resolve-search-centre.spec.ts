import { InvalidSchoolSearchError } from '../domain/catalogue.errors';
import type { SearchCentre } from '../domain/search-centre';
import { PlaceCentres } from './ports/place-centres';
import { ResolveSearchCentre } from './resolve-search-centre';

const PLACES: Record<string, SearchCentre> = {
  summerlin: { latitude: 36.18, longitude: -115.31, label: 'Summerlin', kind: 'neighborhood' },
  henderson: { latitude: 36.03, longitude: -115.03, label: 'Henderson', kind: 'city' },
};

/** The resolver's place centres: it answers from PLACES and records what it was asked. */
class FakePlaceCentres extends PlaceCentres {
  readonly asked: string[] = [];
  async placeCentre(name: string): Promise<SearchCentre | null> {
    this.asked.push(name);
    return PLACES[name] ?? null;
  }
}

describe('ResolveSearchCentre', () => {
  let catalogue: FakePlaceCentres;
  let resolve: ResolveSearchCentre;
  beforeEach(() => {
    catalogue = new FakePlaceCentres();
    resolve = new ResolveSearchCentre(catalogue);
  });

  const refusal = async (request: Parameters<ResolveSearchCentre['execute']>[0]) => {
    const error = await resolve.execute(request).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(InvalidSchoolSearchError);
    return (error as InvalidSchoolSearchError).message;
  };

  it('has no centre when none is given', async () => {
    expect(await resolve.execute({})).toBeNull();
    expect(await resolve.execute({ near: '   ', sort: 'best' })).toBeNull();
  });

  it('takes coordinates in the valley as they are', async () => {
    expect(await resolve.execute({ lat: 36.1, lng: -115.2 })).toEqual({
      latitude: 36.1,
      longitude: -115.2,
      label: 'your location',
      kind: 'coordinates',
    });
  });

  it('refuses coordinates outside the valley, or only one of them, or both kinds of centre', async () => {
    expect(await refusal({ lat: 34.05, lng: -118.24 })).toBe('Enter a ZIP code or place in the Las Vegas valley');
    expect(await refusal({ lat: 36.1 })).toBe('lat and lng go together: give both or neither');
    expect(await refusal({ lng: -115.2 })).toBe('lat and lng go together: give both or neither');
    expect(await refusal({ near: '89117', lat: 36.1, lng: -115.2 })).toBe('Give either near or lat and lng, not both');
  });

  it('resolves a valley ZIP from the Census table without asking the catalogue', async () => {
    const centre = await resolve.execute({ near: '89117-0001' });
    expect(centre).toMatchObject({ label: '89117', kind: 'zip' });
    expect(catalogue.asked).toEqual([]);
  });

  it('resolves a place name through the catalogue, normalised', async () => {
    expect(await resolve.execute({ near: ' SUMMERLIN ' })).toEqual(PLACES.summerlin);
    expect(await resolve.execute({ near: 'Henderson, NV' })).toEqual(PLACES.henderson);
    expect(catalogue.asked).toEqual(['summerlin', 'henderson']);
  });

  it('refuses unknown places and ZIPs outside the valley with one message', async () => {
    for (const near of ['Reno', '90210', '89125', 'zzz'])
      expect(await refusal({ near })).toBe('Enter a ZIP code or place in the Las Vegas valley');
  });

  it('needs a centre for a radius or the distance order', async () => {
    expect(await refusal({ radiusMiles: 5 })).toBe('A radius needs a centre: near, or lat and lng');
    expect(await refusal({ sort: 'distance' })).toBe('Sorting by distance needs a centre: near, or lat and lng');
    await expect(resolve.execute({ near: '89117', radiusMiles: 5, sort: 'distance' })).resolves.toMatchObject({
      kind: 'zip',
    });
  });
});
