import { searchSummary } from './search-summary';

describe('searchSummary', () => {
  it('normalises text and lists filters in a fixed order', () => {
    expect(
      searchSummary({
        query: '  Henderson   Montessori ',
        filters: { schoolTypes: ['Montessori'], grades: ['K', '1'] },
      }),
    ).toBe('"henderson montessori" grades=1,k schoolTypes=montessori');
  });

  it('drops text that looks like an e-mail address or a phone number', () => {
    expect(searchSummary({ query: 'jane@example.com' })).toBe('');
    expect(searchSummary({ query: '(702) 555-0199' })).toBe('');
    expect(searchSummary({ query: '89123' })).toBe('"89123"');
  });

  it('ignores odd filter keys and values', () => {
    expect(searchSummary({ filters: { 'bad key': 'x', page: { nested: true }, featured: true } })).toBe(
      'featured=true',
    );
  });
});
