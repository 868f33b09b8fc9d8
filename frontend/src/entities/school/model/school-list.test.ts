import { cardFeatures, uniqueSchools } from './school-list';

describe('uniqueSchools', () => {
  it('drops records without an id and duplicates', () => {
    const schools = uniqueSchools([
      { id: 1, name: 'A' },
      { id: null, name: 'no id' },
      undefined,
      { id: 2, name: 'B' },
      { id: 1, name: 'A again' },
      { name: 'missing id' },
    ]);
    expect(schools.map((s) => s.name)).toEqual(['A', 'B']);
  });

  it('accepts a missing list', () => {
    expect(uniqueSchools(undefined)).toEqual([]);
  });
});

describe('cardFeatures', () => {
  const features = ['STEM Lab', 'Small Classes', 'Athletics', 'Arts', 'Music', 'Robotics'];

  it('shows 2 chips for a regular school, without a more count', () => {
    expect(cardFeatures(features, false)).toEqual({ shown: ['STEM Lab', 'Small Classes'], more: 0 });
  });

  it("shows 4 chips for a premium school, then '+N more'", () => {
    expect(cardFeatures(features, true)).toEqual({
      shown: ['STEM Lab', 'Small Classes', 'Athletics', 'Arts'],
      more: 2,
    });
    expect(cardFeatures(features.slice(0, 3), true)).toEqual({ shown: features.slice(0, 3), more: 0 });
  });

  it('ignores empty features', () => {
    expect(cardFeatures(['', ' ', 'Uniforms'], false)).toEqual({ shown: ['Uniforms'], more: 0 });
    expect(cardFeatures(null, true)).toEqual({ shown: [], more: 0 });
  });
});
