import { Box, Link } from '@mui/material';
import Markdown, { type Components } from 'react-markdown';
import { Link as RouterLink } from 'react-router-dom';
import remarkGfm from 'remark-gfm';
import { articleUrlTransform, isExternalHref } from './url-transform';

/** GitHub-flavoured Markdown: tables, strikethrough, task lists and bare links, as article authors expect. */
const REMARK_PLUGINS = [remarkGfm];

const components: Components = {
  a: ({ href, children }) => {
    if (!href) return <>{children}</>;
    if (href.startsWith('/')) {
      return (
        <Link component={RouterLink} to={href}>
          {children}
        </Link>
      );
    }
    return isExternalHref(href) ? (
      <Link href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </Link>
    ) : (
      <Link href={href}>{children}</Link>
    );
  },
  img: ({ src, alt }) =>
    typeof src === 'string' && src ? <img src={src} alt={alt ?? ''} loading="lazy" decoding="async" /> : null,
  // The page has the only h1; an article's own top-level headings become h2.
  h1: ({ children }) => <h2>{children}</h2>,
  // Wide tables scroll sideways on phones instead of stretching the page.
  table: ({ children }) => (
    <Box sx={{ overflowX: 'auto', mb: 2.5 }} tabIndex={0} role="region" aria-label="Table">
      <table>{children}</table>
    </Box>
  ),
};

/**
 * The article body. This file is the only importer of react-markdown (and remark-gfm), loaded
 * as its own chunk when an article is opened. Raw HTML is not rendered.
 */
export default function MarkdownBody({ content }: { content: string }) {
  return (
    <Box
      className="article-body"
      sx={{
        fontSize: '1.1rem',
        lineHeight: 1.8,
        color: '#26303d',
        '& h2': { fontSize: '1.6rem', fontWeight: 700, mt: 5, mb: 1.5, color: 'text.primary', lineHeight: 1.3 },
        '& h3': { fontSize: '1.3rem', fontWeight: 700, mt: 4, mb: 1, color: 'text.primary' },
        '& h4': { fontSize: '1.1rem', fontWeight: 700, mt: 3, mb: 1 },
        '& p': { mt: 0, mb: 2.25 },
        // Links inside running text are underlined so they do not rely on colour alone.
        '& a': { textDecoration: 'underline' },
        '& ul, & ol': { pl: 3.5, mb: 2.5 },
        '& li': { mb: 0.75 },
        '& blockquote': {
          m: 0,
          mb: 2.5,
          pl: 2.5,
          py: 0.5,
          borderLeft: 4,
          borderColor: 'secondary.main',
          bgcolor: '#fff7ea',
          color: 'text.secondary',
          fontStyle: 'italic',
        },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 2, my: 2 },
        '& code': { fontFamily: 'monospace', bgcolor: '#eef3f8', px: 0.75, borderRadius: 1, fontSize: '0.95em' },
        '& pre': { bgcolor: '#0a2540', color: '#e8eef5', p: 2, borderRadius: 2, overflowX: 'auto' },
        '& pre code': { bgcolor: 'transparent', color: 'inherit' },
        '& table': { borderCollapse: 'collapse', width: '100%', fontSize: '1rem' },
        '& th': { bgcolor: '#eef3f8' },
        '& th, & td': { border: 1, borderColor: '#dbe3ec', p: 1, textAlign: 'left' },
        '& hr': { border: 0, borderTop: 1, borderColor: '#dbe3ec', my: 4 },
      }}
    >
      <Markdown remarkPlugins={REMARK_PLUGINS} urlTransform={articleUrlTransform} components={components}>
        {content}
      </Markdown>
    </Box>
  );
}
