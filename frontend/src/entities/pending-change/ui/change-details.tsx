import { Box, Chip, Typography } from '@mui/material';
import { CHANGE_STATUS, changeLines, type ChangeStatus, type ChangeType } from '../model/pending-change';

/** A change's status badge. */
export function ChangeStatusChip({ status }: { status: ChangeStatus }) {
  const { label, color } = CHANGE_STATUS[status];
  return <Chip size="small" label={label} color={color} variant={status === 'approved' ? 'outlined' : 'filled'} />;
}

/** The proposed fields as a definition list; long texts are clipped to a few lines. */
export function ChangeFields({
  changeData,
  changeType,
}: {
  changeData: Record<string, unknown>;
  changeType: ChangeType;
}) {
  const lines = changeLines(changeData, changeType);
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
        </Box>
      ))}
    </Box>
  );
}
