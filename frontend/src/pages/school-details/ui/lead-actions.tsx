import EventIcon from '@mui/icons-material/Event';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Box, Button, Card, CardContent, Paper, Stack, Typography } from '@mui/material';
import type { SchoolResponse } from '@/shared/api';
import { NEEDS_SCRIPT_CLASS, NoScriptNote } from '@/shared/ui';
import type { LeadType } from '../model/lead-form';
import { LEAD_TITLES } from '../model/lead-titles';
import { telHref } from '../model/links';
import { SchoolResponseTime } from './school-response-time';

type SchoolContact = Pick<SchoolResponse, 'phone' | 'email'>;

/**
 * Without JavaScript the request buttons cannot open their form: they show as disabled, and this note says
 * so and offers the school's own phone and e-mail instead (rendered only in the server's HTML).
 */
function RequestsNeedScript({ school }: { school: SchoolContact }) {
  const ways = [
    school.phone && (
      <a key="phone" href={telHref(school.phone)}>
        call {school.phone}
      </a>
    ),
    school.email && (
      <a key="email" href={`mailto:${school.email}`}>
        e-mail {school.email}
      </a>
    ),
  ].filter(Boolean);
  return (
    <NoScriptNote>
      Requests need JavaScript, which is turned off in your browser.{' '}
      {ways.length > 0 ? (
        <>
          You can reach the school directly: {ways[0]}
          {ways.length > 1 && <> or {ways[1]}</>}.
        </>
      ) : (
        'Turn it on and reload the page to send one.'
      )}
    </NoScriptNote>
  );
}

/** Height the sticky bar takes on phones, kept free at the end of the page so it never hides content. */
export const STICKY_BAR_SPACE = 88;

/** Premium schools' sidebar card: the two requests a family can send the school. */
export function LeadActionsCard({
  schoolName,
  contact,
  onOpen,
}: {
  schoolName: string;
  /** The school itself: its phone and e-mail for the note without JavaScript, its id for the response time. */
  contact: SchoolContact & Pick<SchoolResponse, 'id'>;
  onOpen: (type: LeadType) => void;
}) {
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
          <Button
            variant="contained"
            startIcon={<InfoOutlinedIcon />}
            onClick={() => onOpen('information')}
            className={NEEDS_SCRIPT_CLASS}
            fullWidth
          >
            {LEAD_TITLES.information}
          </Button>
          <Button
            variant="outlined"
            startIcon={<EventIcon />}
            onClick={() => onOpen('tour')}
            className={NEEDS_SCRIPT_CLASS}
            fullWidth
          >
            {LEAD_TITLES.tour}
          </Button>
        </Stack>
        <SchoolResponseTime schoolId={contact.id} />
        <RequestsNeedScript school={contact} />
      </CardContent>
    </Card>
  );
}

/** The same two actions fixed to the bottom of the screen on phones, where the sidebar is far below. */
export function LeadStickyBar({ contact, onOpen }: { contact: SchoolContact; onOpen: (type: LeadType) => void }) {
  return (
    <>
      <Box aria-hidden sx={{ display: { xs: 'block', md: 'none' }, minHeight: STICKY_BAR_SPACE }}>
        {/* Without JavaScript the bar also holds its note: the space it keeps free grows with it. */}
        <noscript>
          <div style={{ height: STICKY_BAR_SPACE + 72 }} />
        </noscript>
      </Box>
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
            className={NEEDS_SCRIPT_CLASS}
            fullWidth
          >
            Request Info
          </Button>
          <Button variant="contained" onClick={() => onOpen('tour')} className={NEEDS_SCRIPT_CLASS} fullWidth>
            {LEAD_TITLES.tour}
          </Button>
        </Stack>
        <RequestsNeedScript school={contact} />
      </Paper>
    </>
  );
}
