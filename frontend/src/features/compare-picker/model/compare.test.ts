import { alignFeatures, parseCompareSlugs } from './compare-rows';
import { COMPARE_MAX, TOO_MANY_MESSAGE, compareQuery, parseCompareSelection, toggleCompare } from './compare-selection';

describe('alignFeatures', () => {
  it('puts shared features first on one row each, then by how many have them, and marks the unique ones', () => {
    const rows = alignFeatures([
      { features: ['Uniforms', 'STEM lab', 'Chapel'] },
      { features: ['STEM lab', 'Music', 'Uniforms'] },
      { features: ['uniforms ', 'Music', 'Swimming pool'] },
    ]);
    expect(rows).toEqual([
      { feature: 'Uniforms', has: [true, true, true], shared: true, unique: false },
      { feature: 'Music', has: [false, true, true], shared: false, unique: false },
      { feature: 'STEM lab', has: [true, true, false], shared: false, unique: false },
      { feature: 'Chapel', has: [true, false, false], shared: false, unique: true },
      { feature: 'Swimming pool', has: [false, false, true], shared: false, unique: true },
    ]);
  });

  it('copes with schools without features', () => {
    expect(alignFeatures([{ features: null }, { features: [] }])).toEqual([]);
    expect(alignFeatures([{ features: ['Art', ''] }, {}])).toEqual([
      { feature: 'Art', has: [true, false], shared: false, unique: true },
    ]);
  });
});

describe('compare selection', () => {
  const school = (n: number) => ({ slug: `school-${n}`, name: `School ${n}` });

  it(`ticks up to ${COMPARE_MAX} and refuses a fifth with a clear message`, () => {
    let entries = [1, 2, 3, 4].reduce(
      (list, n) => {
        const result = toggleCompare(list, school(n));
        expect(result.ok).toBe(true);
        return result.entries;
      },
      [] as ReturnType<typeof toggleCompare>['entries'],
    );
    const refused = toggleCompare(entries, school(5));
    expect(refused).toEqual({ ok: false, entries, message: TOO_MANY_MESSAGE });
    expect(TOO_MANY_MESSAGE).toMatch(/up to 4 schools/);
    entries = toggleCompare(entries, school(2)).entries;
    expect(entries.map((e) => e.slug)).toEqual(['school-1', 'school-3', 'school-4']);
  });

  it('reads stored selections defensively and builds the compare link with the centre', () => {
    expect(
      parseCompareSelection({ schools: [school(1), school(1), { slug: 'x y' }, ...[2, 3, 4, 5].map(school)] }),
    ).toHaveLength(4);
    expect(parseCompareSelection('garbage')).toEqual([]);
    expect(compareQuery(['a', 'b'], new URLSearchParams('near=89117'))).toBe('schools=a,b&near=89117');
    expect(compareQuery(['a', 'b'])).toBe('schools=a,b');
    expect(parseCompareSlugs('a, b,,a,<x>')).toEqual(['a', 'b']);
  });
});
