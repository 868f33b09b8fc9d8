import { displayHost, galleryPreview, morePhotosLabel, safeExternalUrl, telHref } from './links';

describe('safeExternalUrl', () => {
  it('keeps http and https links', () => {
    expect(safeExternalUrl('https://www.themeadowsschool.org')).toBe('https://www.themeadowsschool.org/');
    expect(safeExternalUrl('http://example.org/a?b=1')).toBe('http://example.org/a?b=1');
  });

  it('adds https to a bare domain', () => {
    expect(safeExternalUrl('bishopgorman.org')).toBe('https://bishopgorman.org/');
  });

  it('drops other schemes and empty values', () => {
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('data:text/html,hi')).toBeNull();
    expect(safeExternalUrl('  ')).toBeNull();
    expect(safeExternalUrl(null)).toBeNull();
  });
});

describe('display helpers', () => {
  it('shows the host without www', () => {
    expect(displayHost('https://www.example.org/about')).toBe('example.org');
  });

  it('builds tel: links from formatted numbers', () => {
    expect(telHref('(702) 555-0142')).toBe('tel:7025550142');
    expect(telHref('+1 702 555 0142')).toBe('tel:+17025550142');
  });

  it('previews the first 4 photos', () => {
    expect(galleryPreview(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({ shown: ['a', 'b', 'c', 'd'], more: 2 });
    expect(galleryPreview(['a'])).toEqual({ shown: ['a'], more: 0 });
    expect(galleryPreview(null)).toEqual({ shown: [], more: 0 });
  });

  it("counts the gallery's other photos in the singular for one", () => {
    expect(morePhotosLabel(1)).toBe('+1 more photo');
    expect(morePhotosLabel(2)).toBe('+2 more photos');
  });
});
