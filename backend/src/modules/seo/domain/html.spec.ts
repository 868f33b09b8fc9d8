import { absoluteUrl, escapeXml, jsonForScript } from './html';

describe('seo html helpers', () => {
  it('escapes XML', () => {
    expect(escapeXml('/schools?a=1&b=<2>')).toBe('/schools?a=1&amp;b=&lt;2&gt;');
  });

  it('writes JSON that cannot close its script element', () => {
    const json = jsonForScript({ name: '</script><script>alert(1)</script> & more' });
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script> & more' });
  });

  it('makes stored paths absolute and leaves absolute URLs alone', () => {
    expect(absoluteUrl('https://site.example', '/images/a.svg')).toBe('https://site.example/images/a.svg');
    expect(absoluteUrl('https://site.example', 'images/a.svg')).toBe('https://site.example/images/a.svg');
    expect(absoluteUrl('https://site.example', 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });
});
