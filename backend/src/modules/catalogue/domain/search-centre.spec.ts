import {
  EARTH_RADIUS_METRES,
  METRES_PER_MILE,
  RADIUS_MILES,
  chordForMiles,
  distanceMiles,
  milesForChord,
  unitSpherePoint,
  isPointInValley,
  isRadiusMiles,
  isSchoolSort,
  parseNear,
  roundMiles,
  valleyZipCentre,
} from './search-centre';
import { VALLEY_ZIP_CENTROIDS } from '../../directory';

describe('search centre rules', () => {
  describe('radius', () => {
    it.each(RADIUS_MILES)('%i miles is offered', (miles) => expect(isRadiusMiles(miles)).toBe(true));
    it.each([0, 2, 4, 5.5, 100, -5, NaN, '5', null, undefined])('%p is not', (value) =>
      expect(isRadiusMiles(value)).toBe(false),
    );
  });

  it('knows the five orders and nothing else', () => {
    for (const sort of ['best', 'distance', 'tuition_asc', 'tuition_desc', 'name'])
      expect(isSchoolSort(sort)).toBe(true);
    for (const other of ['Best', 'closest', '', 5, undefined]) expect(isSchoolSort(other)).toBe(false);
  });

  describe('parseNear', () => {
    it.each([
      ['89117', '89117'],
      [' 89117 ', '89117'],
      ['89117-1234', '89117'],
    ])('%p is the ZIP %p', (text, zip) => expect(parseNear(text)).toEqual({ kind: 'zip', zip }));

    it.each([
      ['Summerlin', 'summerlin'],
      ['  Green   Valley ', 'green valley'],
      ['Henderson, NV', 'henderson'],
      ['north las vegas nevada', 'north las vegas'],
      ['8911', '8911'],
      ['891170', '891170'],
    ])('%p is the place %p', (text, name) => expect(parseNear(text)).toEqual({ kind: 'place', name }));

    it('is null for blank text', () => {
      expect(parseNear('   ')).toBeNull();
      expect(parseNear(', NV')).toBeNull();
    });
  });

  describe('valley ZIP codes', () => {
    it('gives a valley ZIP its Census centre, labelled with the ZIP', () => {
      const centre = valleyZipCentre('89117');
      expect(centre).toEqual({
        latitude: expect.any(Number),
        longitude: expect.any(Number),
        label: '89117',
        kind: 'zip',
      });
      expect(isPointInValley(centre!)).toBe(true);
    });

    it('knows the ZIPs of every valley city, and none outside it', () => {
      for (const zip of ['89002', '89012', '89030', '89101', '89134', '89166', '89183'])
        expect(valleyZipCentre(zip)).not.toBeNull();
      // Beverly Hills, Reno, Pahrump, Mesquite; a PO-box-only valley ZIP has no Census area either.
      for (const zip of ['90210', '89501', '89048', '89027', '89125', '00000']) expect(valleyZipCentre(zip)).toBeNull();
    });

    it('is not fooled by object keys', () => {
      expect(valleyZipCentre('constructor')).toBeNull();
      expect(valleyZipCentre('__proto__')).toBeNull();
    });

    it('holds five-digit Nevada ZIPs only', () => {
      for (const zip of Object.keys(VALLEY_ZIP_CENTROIDS)) expect(zip).toMatch(/^89\d{3}$/);
    });
  });

  describe('distance', () => {
    const strip = { latitude: 36.1147, longitude: -115.1728 };

    it('is zero from a point to itself', () => {
      expect(distanceMiles(strip, strip)).toBe(0);
    });

    it('measures along a meridian as radius × angle', () => {
      // Five miles due north: the arc is radius × angle.
      const angle = (5 * METRES_PER_MILE) / EARTH_RADIUS_METRES;
      const north = { latitude: strip.latitude + (angle * 180) / Math.PI, longitude: strip.longitude };
      expect(distanceMiles(strip, north)).toBeCloseTo(5, 9);
    });

    it('matches known valley distances', () => {
      // The Strip to downtown Henderson (Water Street) is about 11 miles as the crow flies.
      const henderson = { latitude: 36.0397, longitude: -114.9819 };
      expect(distanceMiles(strip, henderson)).toBeGreaterThan(11);
      expect(distanceMiles(strip, henderson)).toBeLessThan(12);
      expect(distanceMiles(strip, henderson)).toBeCloseTo(distanceMiles(henderson, strip), 12);
    });

    it('converts to and from unit-sphere chords as the database compares them', () => {
      const henderson = { latitude: 36.0397, longitude: -114.9819 };
      const [a, b] = [unitSpherePoint(strip), unitSpherePoint(henderson)];
      const chord = Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
      expect(milesForChord(chord)).toBeCloseTo(distanceMiles(strip, henderson), 9);
      for (const miles of RADIUS_MILES) expect(milesForChord(chordForMiles(miles))).toBeCloseTo(miles, 9);
      expect(Math.hypot(...a)).toBeCloseTo(1, 15);
    });

    it('is shown to a tenth of a mile', () => {
      expect(roundMiles(4.95)).toBe(5);
      expect(roundMiles(4.94)).toBe(4.9);
      expect(roundMiles(0.04)).toBe(0);
    });
  });
});
