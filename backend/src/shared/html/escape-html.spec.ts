import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes the five characters that can open markup or end an attribute', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;',
    );
  });

  it('leaves other text alone, including already escaped entities (escaped again, once)', () => {
    expect(escapeHtml('Summerlin · K–12 ✓')).toBe('Summerlin · K–12 ✓');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});
