import { act, renderHook } from '@testing-library/react';
import {
  SHORTLIST_FULL_MESSAGE,
  SHORTLIST_MAX,
  SHORTLIST_STORAGE_KEY,
  mergeItems,
  parseShortlist,
  parseSlugList,
  renameItems,
  reslugItems,
  setItemNote,
  shareQuery,
  shortlist,
  toggleItem,
  useShortlist,
} from './shortlist';

const NOW = new Date('2026-11-23T10:00:00Z');
const a = { slug: 'alpha-academy', name: 'Alpha Academy' };
const b = { slug: 'beta-school', name: 'Beta School' };

beforeEach(() => {
  localStorage.clear();
  shortlist.clear();
});

describe('shortlist model', () => {
  it('toggles a school on and off, keeping the order of adding', () => {
    const one = toggleItem([], a, NOW);
    expect(one).toEqual([{ ...a, note: '', addedAt: NOW.toISOString() }]);
    const two = toggleItem(one, b, NOW);
    expect(two.map((item) => item.slug)).toEqual(['alpha-academy', 'beta-school']);
    expect(toggleItem(two, a, NOW).map((item) => item.slug)).toEqual(['beta-school']);
  });

  it(`holds at most ${SHORTLIST_MAX} schools`, () => {
    let items = parseShortlist(null);
    for (let i = 0; i < SHORTLIST_MAX + 3; i += 1) items = toggleItem(items, { slug: `s-${i}`, name: `S ${i}` }, NOW);
    expect(items).toHaveLength(SHORTLIST_MAX);
  });

  it('reads damaged or foreign storage as a clean list, never throwing', () => {
    expect(parseShortlist(null)).toEqual([]);
    expect(parseShortlist('nonsense')).toEqual([]);
    expect(parseShortlist({ items: 'x' })).toEqual([]);
    expect(
      parseShortlist({
        items: [
          null,
          { slug: 'bad slug!', name: 'X' },
          { slug: 'alpha-academy', name: 'Alpha', note: 42 },
          { slug: 'alpha-academy', name: 'Duplicate' },
          { slug: 'no-name' },
        ],
      }),
    ).toEqual([
      { slug: 'alpha-academy', name: 'Alpha', note: '', addedAt: '' },
      { slug: 'no-name', name: 'no-name', note: '', addedAt: '' },
    ]);
  });

  it('keeps notes, cut to 500 characters', () => {
    const items = setItemNote(toggleItem([], a, NOW), a.slug, 'x'.repeat(600));
    expect(items[0].note).toHaveLength(500);
  });

  it('merges a shared list after the schools already kept, without duplicates or notes lost', () => {
    const kept = setItemNote(toggleItem([], a, NOW), a.slug, 'Tour on Friday');
    const merged = mergeItems(kept, [b, a, { slug: 'bad slug', name: 'Bad' }], NOW);
    expect(merged.map((item) => [item.slug, item.note])).toEqual([
      ['alpha-academy', 'Tour on Friday'],
      ['beta-school', ''],
    ]);
  });

  it('follows a rename of a school and leaves the list untouched when nothing changed', () => {
    const items = toggleItem([], a, NOW);
    expect(renameItems(items, new Map([[a.slug, 'Alpha Academy of Las Vegas']]))[0].name).toBe(
      'Alpha Academy of Las Vegas',
    );
    expect(renameItems(items, new Map([[a.slug, a.name]]))).toBe(items);
  });

  it('follows a school to its new slug, keeping its note, and keeps a school saved under both slugs once', () => {
    const items = setItemNote(toggleItem(toggleItem([], a, NOW), b, NOW), a.slug, 'Tour on Friday');
    const moved = reslugItems(items, new Map([[a.slug, 'alpha-academy-of-las-vegas']]));
    expect(moved.map((item) => [item.slug, item.note])).toEqual([
      ['alpha-academy-of-las-vegas', 'Tour on Friday'],
      ['beta-school', ''],
    ]);
    expect(reslugItems(items, new Map([['gamma', 'delta']]))).toBe(items);
    const both = toggleItem(items, { slug: 'alpha-academy-of-las-vegas', name: 'Alpha Academy' }, NOW);
    expect(reslugItems(both, new Map([[a.slug, 'alpha-academy-of-las-vegas']])).map((item) => item.slug)).toEqual([
      'beta-school',
      'alpha-academy-of-las-vegas',
    ]);
  });

  it('shares slugs only, and reads a share link defensively', () => {
    expect(shareQuery(toggleItem(toggleItem([], a, NOW), b, NOW))).toBe('schools=alpha-academy,beta-school');
    expect(parseSlugList(' alpha-academy, ,beta-school,alpha-academy,<script>')).toEqual([
      'alpha-academy',
      'beta-school',
    ]);
    expect(parseSlugList(null)).toEqual([]);
  });
});

describe('shortlist store', () => {
  it('persists in localStorage and re-renders its readers', () => {
    const { result } = renderHook(() => useShortlist());
    expect(result.current).toEqual([]);
    act(() => void shortlist.toggle(a));
    expect(result.current.map((item) => item.slug)).toEqual(['alpha-academy']);
    expect(JSON.parse(localStorage.getItem(SHORTLIST_STORAGE_KEY)!)).toEqual({ items: result.current });
    act(() => shortlist.setNote(a.slug, 'Ask about buses'));
    expect(result.current[0].note).toBe('Ask about buses');
    act(() => shortlist.remove(a.slug));
    expect(result.current).toEqual([]);
  });

  it('picks up a change made in another tab', () => {
    const { result } = renderHook(() => useShortlist());
    act(() => {
      localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify({ items: [b] }));
      window.dispatchEvent(new StorageEvent('storage', { key: SHORTLIST_STORAGE_KEY }));
    });
    expect(result.current.map((item) => item.slug)).toEqual(['beta-school']);
  });

  it('refuses an eleventh school with a message', () => {
    for (let i = 0; i < SHORTLIST_MAX; i += 1) expect(shortlist.toggle({ slug: `s-${i}`, name: `S ${i}` })).toBeNull();
    expect(shortlist.toggle(a)).toBe(SHORTLIST_FULL_MESSAGE);
    expect(shortlist.items()).toHaveLength(SHORTLIST_MAX);
    // Taking one off is always allowed.
    expect(shortlist.toggle({ slug: 's-0', name: 'S 0' })).toBeNull();
  });
});
