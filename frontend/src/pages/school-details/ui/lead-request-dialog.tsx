import CallIcon from '@mui/icons-material/Call';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import DirectionsIcon from '@mui/icons-material/Directions';
import EventIcon from '@mui/icons-material/Event';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { directionsUrl } from '@/features/school-map';
import type { SchoolResponse, SubmitLeadRequest } from '@/shared/api';
import { trackedClick } from '@/shared/lib/analytics';
import { safeExternalUrl, telHref } from '../model/links';
import type { LeadType } from '../model/lead-form';
import { LEAD_TITLES } from '../model/lead-titles';
import { LeadRequestForm } from './lead-request-form';

/** After sending: 'Request Sent' and the school's other ways to get in touch. */
function RequestSent({
  school,
  type,
  email,
  onOpen,
  onClose,
}: {
  school: SchoolResponse;
  type: LeadType;
  email: string;
  onOpen: (type: LeadType) => void;
  onClose: () => void;
}) {
  const website = safeExternalUrl(school.website);
  const other: LeadType = type === 'tour' ? 'information' : 'tour';
  return (
    <Box role="status" sx={{ textAlign: 'center', py: { xs: 2, md: 3 } }}>
      <CheckCircleIcon aria-hidden sx={{ fontSize: 64, color: 'success.main', mb: 2 }} />
      <Typography variant="h3" component="h3" gutterBottom>
        Request Sent
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 440, mx: 'auto' }}>
        {/* No promise of a time: the school page shows the school's real response time when there is one (issue 44). */}
        The school will answer you by e-mail or phone.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 440, mx: 'auto' }}>
        A copy of your request is on its way to {email}.
      </Typography>
      <Stack spacing={1.25} sx={{ maxWidth: 360, mx: 'auto' }}>
        <Button
          variant="contained"
          onClick={() => onOpen(other)}
          startIcon={other === 'tour' ? <EventIcon /> : <InfoOutlinedIcon />}
        >
          {LEAD_TITLES[other]}
        </Button>
        {website && (
          <Button
            {...trackedClick('click_website')}
            href={website}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            startIcon={<OpenInNewIcon />}
          >
            Visit School Website
          </Button>
        )}
        {school.phone && (
          <Button
            {...trackedClick('click_phone')}
            href={telHref(school.phone)}
            variant="outlined"
            startIcon={<CallIcon />}
          >
            Call School
          </Button>
        )}
        <Button
          {...trackedClick('click_directions')}
          href={directionsUrl(school)}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          startIcon={<DirectionsIcon />}
        >
          Get Directions
        </Button>
        <Button onClick={onClose}>Back to {school.name}</Button>
      </Stack>
    </Box>
  );
}

export interface LeadRequestDialogProps {
  school: SchoolResponse;
  /** The open request, or null when the dialog is closed. */
  type: LeadType | null;
  onOpen: (type: LeadType) => void;
  onClose: () => void;
  send: (body: SubmitLeadRequest) => Promise<unknown>;
}

/** 'Request Information' / 'Schedule a Tour': the form, then the success panel; full screen on phones. */
export function LeadRequestDialog({ school, type, onOpen, onClose, send }: LeadRequestDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  // Which request was sent and to which address; a new form opens with a new instance (new idempotency key).
  const [sent, setSent] = useState<{ type: LeadType; email: string } | null>(null);
  const [formKey, setFormKey] = useState(0);
  const shown = type ?? sent?.type ?? 'information';

  const close = () => {
    onClose();
  };
  const openAnother = (next: LeadType) => {
    setSent(null);
    setFormKey((key) => key + 1);
    onOpen(next);
  };

  return (
    <Dialog
      open={type !== null}
      onClose={close}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="lead-dialog-title"
      slotProps={{
        transition: {
          // A closed dialog forgets its success panel, so the next opening starts with a fresh form.
          onExited: () => {
            setSent(null);
            setFormKey((key) => key + 1);
          },
        },
      }}
    >
      <DialogTitle id="lead-dialog-title" sx={{ pr: 7 }}>
        {LEAD_TITLES[shown]}
        <Typography component="span" display="block" color="text.secondary">
          {school.name}
        </Typography>
      </DialogTitle>
      <IconButton onClick={close} aria-label="Close" sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {sent ? (
          <RequestSent school={school} type={sent.type} email={sent.email} onOpen={openAnother} onClose={close} />
        ) : (
          <LeadRequestForm
            key={`${shown}-${formKey}`}
            schoolName={school.name}
            schoolGrades={school}
            type={shown}
            sourcePage={typeof window === 'undefined' ? '' : window.location.pathname}
            send={send}
            onSent={(email) => setSent({ type: shown, email })}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
