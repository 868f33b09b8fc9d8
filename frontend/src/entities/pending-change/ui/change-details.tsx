import { Alert, Box, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatLasVegasDateTime } from '@/shared/lib/format';
import {
  CHANGE_STATUS,
  REVERTED_LABEL,
  changeLines,
  fieldList,
  type ChangeStatus,
  type ChangeType,
} from '../model/pending-change';

/** A change's status badge; an approved change an admin reverted since says so instead of 'Approved'. */
export function ChangeStatusChip({ status, reverted = false }: { status: ChangeStatus; reverted?: boolean }) {
  if (reverted) return <Chip size="small" label={REVERTED_LABEL} color="error" variant="outlined" />;
  const { label, color } = CHANGE_STATUS[status];
  return (
    <Chip
      size="small"
      label={label}
      color={color}
      variant={status === 'approved' || status === 'withdrawn' ? 'outlined' : 'filled'}
    />
  );
}

/** When a change was submitted, to the minute (two changes of one day told apart). */
export function SubmittedAt({ at }: { at: string }) {
  return (
    <Box component="time" dateTime={at}>
      Submitted {formatLasVegasDateTime(at)}
    </Box>
  );
}

export interface NewerConflict {
  id: number;
  status: 'pending' | 'approved';
  createdAt: string;
  fields: string[];
}

/**
 * A pending change that newer ones of the school overlap: approving it now would overwrite what was asked
 * for later. Names each newer change, when it was submitted and the fields they share.
 */
export function ChangeConflicts({ conflicts }: { conflicts: readonly NewerConflict[] }) {
  if (!conflicts.length) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="change-conflicts">
      <strong>Conflicts with a newer change.</strong>{' '}
      {conflicts
        .map(
          (conflict) =>
            `Change #${conflict.id} (submitted ${formatLasVegasDateTime(conflict.createdAt)}, ${CHANGE_STATUS[conflict.status].label.toLowerCase()}) also sets ${fieldList(conflict.fields)}.`,
        )
        .join(' ')}{' '}
      Approving this older change would overwrite the newer one.
    </Alert>
  );
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
