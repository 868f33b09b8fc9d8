import EventIcon from '@mui/icons-material/Event';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Box, Button, Card, CardContent, Paper, Stack, Typography } from '@mui/material';
import type { LeadType } from '../model/lead-form';
import { LEAD_TITLES } from '../model/lead-titles';

/** Height the sticky bar takes on phones, kept free at the end of the page so it never hides content. */
export const STICKY_BAR_SPACE = 88;

/** Premium schools' sidebar card: the two requests a family can send the school. */
export function LeadActionsCard({ schoolName, onOpen }: { schoolName: string; onOpen: (type: LeadType) => void }) {
  return (
    <Card
      component="section"
      aria-labelledby="lead-actions-title"
      variant="outlined"
      sx={{ borderRadius: 3, borderColor: 'primary.light', bgcolor: '#f5f9ff' }}
    >
      <CardContent sx={{ p: 3 }}>
        <Typography id="lead-actions-title" variant="h3" component="h2" sx={{ mb: 1 }}>
          Interested in {schoolName}?
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Ask the admissions team a question or book a campus visit.
        </Typography>
        <Stack spacing={1.25}>
          <Button variant="contained" startIcon={<InfoOutlinedIcon />} onClick={() => onOpen('information')} fullWidth>
            {LEAD_TITLES.information}
          </Button>
          <Button variant="outlined" startIcon={<EventIcon />} onClick={() => onOpen('tour')} fullWidth>
            {LEAD_TITLES.tour}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The same two actions fixed to the bottom of the screen on phones, where the sidebar is far below. */
export function LeadStickyBar({ onOpen }: { onOpen: (type: LeadType) => void }) {
  return (
    <>
      <Box aria-hidden sx={{ display: { xs: 'block', md: 'none' }, height: STICKY_BAR_SPACE }} />
      <Paper
        component="nav"
        aria-label="Contact the school"
        elevation={8}
        data-bottom-bar="phone"
        sx={{
          display: { xs: 'block', md: 'none' },
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: (theme) => theme.zIndex.appBar,
          px: 2,
          pt: 1.5,
          pb: 'calc(12px + env(safe-area-inset-bottom))',
          borderRadius: 0,
        }}
      >
        <Stack direction="row" spacing={1.25}>
          <Button
            variant="outlined"
            onClick={() => onOpen('information')}
            aria-label={LEAD_TITLES.information}
            fullWidth
          >
            Request Info
          </Button>
          <Button variant="contained" onClick={() => onOpen('tour')} fullWidth>
            {LEAD_TITLES.tour}
          </Button>
        </Stack>
      </Paper>
    </>
  );
}
