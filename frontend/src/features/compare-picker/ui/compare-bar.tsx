import CloseIcon from '@mui/icons-material/Close';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import { Button, Chip, Container, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/shared/config';
import {
  COMPARE_MAX,
  COMPARE_MIN,
  compareQuery,
  compareSelection,
  useCompareSelection,
} from '../model/compare-selection';

export interface CompareBarProps {
  /** The search centre's URL parameters, carried to /compare so it shows distances. */
  centre?: URLSearchParams;
}

/** Fixed at the bottom while schools are ticked: their names and the way to the comparison. */
export function CompareBar({ centre }: CompareBarProps) {
  const entries = useCompareSelection();
  if (entries.length === 0) return null;
  const ready = entries.length >= COMPARE_MIN;
  return (
    <Paper
      component="section"
      aria-label="Schools to compare"
      elevation={8}
      className="no-print"
      data-bottom-bar="always"
      sx={{ position: 'sticky', bottom: 0, zIndex: 1100, borderRadius: 0, borderTop: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="xl" sx={{ py: 1.25 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }}>
          <Typography sx={{ fontWeight: 700, flexShrink: 0 }}>
            Compare {entries.length} of {COMPARE_MAX}
          </Typography>
          <Stack direction="row" spacing={0.75} useFlexGap flexWrap="wrap" sx={{ flex: 1, minWidth: 0 }}>
            {entries.map((entry) => (
              <Chip
                key={entry.slug}
                label={entry.name}
                size="small"
                onDelete={() => compareSelection.remove(entry.slug)}
                deleteIcon={<CloseIcon aria-label={`Stop comparing ${entry.name}`} />}
                sx={{ maxWidth: 220 }}
              />
            ))}
          </Stack>
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            <Button size="small" onClick={() => compareSelection.clear()}>
              Clear
            </Button>
            <Button
              variant="contained"
              startIcon={<CompareArrowsIcon />}
              component={RouterLink}
              to={paths.compare.href(
                compareQuery(
                  entries.map((entry) => entry.slug),
                  centre,
                ),
              )}
              disabled={!ready}
              aria-label={ready ? `Compare ${entries.length} schools` : 'Pick at least 2 schools to compare'}
            >
              {ready ? 'Compare now' : 'Pick one more'}
            </Button>
          </Stack>
        </Stack>
      </Container>
    </Paper>
  );
}
