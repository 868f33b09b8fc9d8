import { directionsUrl, fullAddress, locatedOnly } from './map-location';

describe('locatedOnly', () => {
  it('skips schools without latitude and longitude', () => {
    const located = locatedOnly([
      { id: 1, name: 'A', latitude: 36.1, longitude: -115.2 },
      { id: 2, name: 'B', latitude: null, longitude: -115.2 },
      { id: 3, name: 'C', latitude: 36.1, longitude: undefined },
      { id: 4, name: 'D', latitude: '36.05', longitude: '-115.05' },
      null,
    ]);
    expect(located.map((l) => l.id)).toEqual([1, 4]);
    expect(located[1]).toMatchObject({ lat: 36.05, lng: -115.05 });
  });

  it('drops impossible coordinates and duplicates', () => {
    const located = locatedOnly([
      { id: 1, name: 'A', latitude: 360, longitude: -115 },
      { id: 2, name: 'B', latitude: 36, longitude: -115 },
      { id: 2, name: 'B again', latitude: 36, longitude: -115 },
    ]);
    expect(located.map((l) => l.name)).toEqual(['B']);
  });
});

describe('addresses and directions', () => {
  const school = { name: 'The Meadows School', address: '8601 Scholar Ln', city: 'Las Vegas', zipCode: '89128' };

  it('writes a one-line address with the state', () => {
    expect(fullAddress(school)).toBe('8601 Scholar Ln, Las Vegas, NV 89128');
    expect(fullAddress({ address: null, city: 'Henderson', zipCode: null })).toBe('Henderson, NV');
    // A directory map point knows no address: no line at all rather than a bare state.
    expect(fullAddress({ address: null, city: null, zipCode: null })).toBe('');
  });

  it('finds a school whose address is unknown by its coordinates', () => {
    expect(directionsUrl({ name: 'X', address: null, city: null, zipCode: null, lat: 36.1, lng: -115.2 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=36.1%2C-115.2',
    );
  });

  it('builds a Google Maps search link', () => {
    expect(directionsUrl(school)).toBe(
      'https://www.google.com/maps/search/?api=1&query=The%20Meadows%20School%2C%208601%20Scholar%20Ln%2C%20Las%20Vegas%2C%20NV%2089128',
    );
  });
});
