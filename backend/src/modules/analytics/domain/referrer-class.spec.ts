import { classifyReferrer } from './referrer-class';

describe('classifyReferrer', () => {
  const own = ['vegasprivateschools.com', 'localhost'];
  it.each([
    [undefined, 'direct'],
    ['', 'direct'],
    ['https://www.google.com/search?q=montessori', 'search'],
    ['https://www.google.co.uk/', 'search'],
    ['https://duckduckgo.com/', 'search'],
    ['https://www.bing.com/search?q=x', 'search'],
    ['https://l.facebook.com/l.php?u=x', 'social'],
    ['https://t.co/abc', 'social'],
    ['https://x.com/someone', 'social'],
    ['https://www.instagram.com/', 'social'],
    ['https://www.vegasprivateschools.com/schools', 'internal'],
    ['http://localhost:3000/schools?location=henderson', 'internal'],
    ['https://news.example.org/article', 'other'],
    ['https://notgoogle.com/', 'other'],
    ['android-app://com.google.android.gm/', 'other'],
    ['not a url', 'other'],
  ])('%s → %s', (referrer, expected) => {
    expect(classifyReferrer(referrer, own)).toBe(expected);
  });
});
