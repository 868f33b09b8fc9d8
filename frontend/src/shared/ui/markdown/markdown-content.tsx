import { Skeleton } from '@mui/material';
import { Suspense, lazy, type ReactNode } from 'react';

// react-markdown stays in its own chunk, loaded only where Markdown is shown.
const MarkdownBody = lazy(() => import('./markdown-body'));

/** Markdown exactly as the public article page renders it (the same component), loaded on demand. */
export function MarkdownContent({ content, fallback }: { content: string; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback ?? <Skeleton variant="rectangular" height={80} />}>
      <MarkdownBody content={content} />
    </Suspense>
  );
}
