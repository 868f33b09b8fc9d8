import { articleUrlTransform, isExternalHref } from './url-transform';

describe('articleUrlTransform', () => {
  it.each([
    'https://example.org',
    'http://example.org/a',
    'irc://irc.libera.chat/x',
    'ircs://irc.example/x',
    'mailto:hello@example.org',
    'xmpp:someone@example.org',
  ])('allows %s', (url) => {
    expect(articleUrlTransform(url)).toBe(url);
  });

  it.each(['/schools', 'schools?grades=Pre-K', '#section', '../images/a.svg', '/a/b:c', '?q=a:b'])(
    'allows the relative link %s',
    (url) => {
      expect(articleUrlTransform(url)).toBe(url);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox',
    'ftp://example.org',
    'tel:7025550100',
  ])('blanks %s', (url) => {
    expect(articleUrlTransform(url)).toBe('');
  });
});

describe('isExternalHref', () => {
  it('is true only for absolute http(s) links', () => {
    expect(isExternalHref('https://example.org')).toBe(true);
    expect(isExternalHref('/schools')).toBe(false);
    expect(isExternalHref(undefined)).toBe(false);
  });
});
