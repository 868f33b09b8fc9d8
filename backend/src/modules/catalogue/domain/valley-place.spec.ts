import { InvalidValleyPlaceError, ValleyPlace, placeKey } from './valley-place';

describe('ValleyPlace (the gazetteer, issue 35)', () => {
  it('keeps the name as written and compares it without case, spacing, apostrophes or ", NV"', () => {
    const place = ValleyPlace.create({ name: "  Mountain's   Edge ", latitude: 36.005, longitude: -115.27 });
    expect(place).toMatchObject({ name: "Mountain's Edge", nameKey: 'mountains edge' });
    expect(placeKey('Mountains Edge, NV')).toBe(place.nameKey);
    expect(placeKey(' SKYE canyon ')).toBe('skye canyon');
  });

  it.each([
    [{ name: 'X', latitude: 36.1, longitude: -115.2 }, 'name'],
    [{ name: '89117', latitude: 36.1, longitude: -115.2 }, 'name'],
    [{ name: 'Somewhere <b>', latitude: 36.1, longitude: -115.2 }, 'name'],
    [{ name: 'Reno', latitude: 39.5, longitude: -119.8 }, 'latitude'],
    [{ name: 'Far East', latitude: 36.1, longitude: -114.5 }, 'longitude'],
  ])('refuses %j, naming the field', (input, field) => {
    expect(() => ValleyPlace.create(input)).toThrow(InvalidValleyPlaceError);
    try {
      ValleyPlace.create(input);
    } catch (error) {
      expect((error as InvalidValleyPlaceError).field).toBe(field);
    }
  });
});
