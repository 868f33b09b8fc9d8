/** @jest-environment node */
import { CacheProvider } from '@emotion/react';
import { Box } from '@mui/material';
import { renderToString } from 'react-dom/server';
import { createStyleCache } from './style-cache';

/** The CSS the server renderer would write into the page for this element. */
function serverCss(element: React.ReactElement): string {
  // Without a document emotion writes each style tag before its element.
  const html = renderToString(<CacheProvider value={createStyleCache()}>{element}</CacheProvider>);
  return [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((match) => match[1]).join('');
}

describe('createStyleCache', () => {
  it('writes declarations without the prefixes of old browsers', () => {
    const css = serverCss(
      <Box sx={{ display: 'flex', alignItems: 'center', flexDirection: 'column', transition: 'opacity 1s' }} />,
    );
    expect(css).toContain('display:flex;');
    expect(css).toContain('align-items:center;');
    expect(css).toContain('transition:opacity 1s;');
    expect(css).not.toMatch(/-webkit-|-ms-|-moz-/);
  });

  it('keeps the prefixes Safari still needs', () => {
    const css = serverCss(<Box sx={{ userSelect: 'none', backdropFilter: 'blur(4px)' }} />);
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    expect(css).toContain('-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);');
  });
});
