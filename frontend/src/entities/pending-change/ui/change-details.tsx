import { Box, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CHANGE_STATUS, changeLines, type ChangeStatus, type ChangeType } from '../model/pending-change';

/** A change's status badge. */
export function ChangeStatusChip({ status }: { status: ChangeStatus }) {
  const { label, color } = CHANGE_STATUS[status];
  return <Chip size="small" label={label} color={color} variant={status === 'approved' ? 'outlined' : 'filled'} />;
}

/**
 * The proposed fields as a definition list, each as old → new when the live
 * value is known; long texts are clipped to a few lines, an article's body is
 * rendered by `renderMarkdown` when given (the page passes the public renderer).
 */
export function ChangeFields({
  changeData,
  changeType,
  currentValues,
  renderMarkdown,
}: {
  changeData: Record<string, unknown>;
  changeType: ChangeType;
  currentValues?: Record<string, unknown> | null;
  renderMarkdown?: (content: string) => ReactNode;
}) {
  const lines = changeLines(changeData, changeType, currentValues);
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { sm: '180px 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {lines.map((line, index) => (
        <Box key={`${line.label}-${index}`} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {line.label}
          </Typography>
          {line.markdown && renderMarkdown ? (
            <Box component="dd" sx={{ m: 0, maxHeight: 420, overflowY: 'auto' }}>
              {renderMarkdown(line.value)}
            </Box>
          ) : line.previous !== undefined ? (
            <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              <Box component="span" sx={{ color: 'text.secondary', textDecoration: 'line-through' }}>
                {line.previous}
              </Box>
              <Box component="span" aria-label="changes to" sx={{ mx: 1 }}>
                →
              </Box>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {line.value}
              </Box>
            </Typography>
          ) : (
            <Typography
              component="dd"
              variant="body2"
              color="text.secondary"
              sx={{
                m: 0,
                whiteSpace: 'pre-wrap',
                wordBreak: 'break-word',
                display: '-webkit-box',
                WebkitLineClamp: 6,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {line.value}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
