import { PUBLIC_PAGE_SIZE, publicPage } from './public-page-params';

describe('publicPage', () => {
  it('reads page 1 of the default size when nothing is given', () => {
    expect(publicPage({})).toEqual({ page: 1, limit: PUBLIC_PAGE_SIZE });
    expect(PUBLIC_PAGE_SIZE).toBe(12);
  });

  it('keeps a given page and size, capping the size at 100', () => {
    expect(publicPage({ page: 3, limit: 9 })).toEqual({ page: 3, limit: 9 });
    expect(publicPage({ page: 2, limit: 5000 })).toEqual({ page: 2, limit: 100 });
  });
});
