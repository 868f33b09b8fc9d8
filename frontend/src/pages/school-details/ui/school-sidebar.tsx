import CallIcon from '@mui/icons-material/Call';
import DirectionsIcon from '@mui/icons-material/Directions';
import EmailIcon from '@mui/icons-material/Email';
import LanguageIcon from '@mui/icons-material/Language';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlaceIcon from '@mui/icons-material/Place';
import PhoneIcon from '@mui/icons-material/Phone';
import { Box, Button, Card, CardContent, Divider, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { directionsUrl } from '@/features/school-map';
import type { SchoolResponse } from '@/shared/api';
import { trackedClick } from '@/shared/lib/analytics';
import { formatTuition } from '@/shared/lib/format';
import { displayHost, safeExternalUrl, telHref } from '../model/links';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ py: 1.25, borderBottom: 1, borderColor: '#edf1f5', '&:last-of-type': { borderBottom: 0 } }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
        {children}
      </Typography>
    </Box>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack component="li" direction="row" spacing={1.25} alignItems="flex-start" sx={{ py: 0.75 }}>
      <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', mt: 0.25 }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </Stack>
  );
}

/**
 * Quick Facts, Contact Info and the three action buttons; each item only if present.
 * `actions` (a premium school's request buttons) come first; `correction` (the 'Suggest a correction' link)
 * closes the contact card.
 */
export function SchoolSidebar({
  school,
  actions,
  correction,
  contactSource,
}: {
  school: SchoolResponse;
  actions?: ReactNode;
  correction?: ReactNode;
  /** Where the contact facts come from (issue 44), under them. */
  contactSource?: ReactNode;
}) {
  const website = safeExternalUrl(school.website);
  const address = `${school.address}, ${school.city}, NV ${school.zipCode}`;
  return (
    <Stack spacing={3} component="aside" aria-label="School facts and contact">
      {actions}
      <Card variant="outlined" sx={{ borderRadius: 3 }}>
        <CardContent sx={{ p: 3 }}>
          <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
            Quick Facts
          </Typography>
          <Box component="dl" sx={{ m: 0 }}>
            <Fact label="Annual Tuition">{formatTuition(school.tuitionMin, school.tuitionMax)}</Fact>
            {school.grades && <Fact label="Grades">{school.grades}</Fact>}
            {school.schoolType && <Fact label="School Type">{school.schoolType}</Fact>}
            {school.religiousAffiliation && <Fact label="Religious Affiliation">{school.religiousAffiliation}</Fact>}
          </Box>
        </CardContent>
      </Card>

      <Card variant="outlined" sx={{ borderRadius: 3 }}>
        <CardContent sx={{ p: 3 }}>
          <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
            Contact Info
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {school.phone && (
              <ContactLine icon={<PhoneIcon fontSize="small" />}>
                <Link href={telHref(school.phone)} {...trackedClick('click_phone')}>
                  {school.phone}
                </Link>
              </ContactLine>
            )}
            {school.email && (
              <ContactLine icon={<EmailIcon fontSize="small" />}>
                <Link href={`mailto:${school.email}`} {...trackedClick('click_email')}>
                  {school.email}
                </Link>
              </ContactLine>
            )}
            {website && (
              <ContactLine icon={<LanguageIcon fontSize="small" />}>
                <Link href={website} target="_blank" rel="noopener noreferrer" {...trackedClick('click_website')}>
                  {displayHost(website)}
                </Link>
              </ContactLine>
            )}
            <ContactLine icon={<PlaceIcon fontSize="small" />}>
              <Typography>{address}</Typography>
            </ContactLine>
          </Box>
          {contactSource}
          <Divider sx={{ my: 2 }} />
          <Stack spacing={1.25}>
            {website && (
              <Button
                {...trackedClick('click_website')}
                href={website}
                target="_blank"
                rel="noopener noreferrer"
                variant="contained"
                startIcon={<OpenInNewIcon />}
                fullWidth
              >
                Visit School Website
              </Button>
            )}
            <Button
              {...trackedClick('click_directions')}
              href={directionsUrl(school)}
              target="_blank"
              rel="noopener noreferrer"
              variant="outlined"
              startIcon={<DirectionsIcon />}
              fullWidth
            >
              Get Directions
            </Button>
            {school.phone && (
              <Button
                {...trackedClick('click_phone')}
                href={telHref(school.phone)}
                variant="outlined"
                startIcon={<CallIcon />}
                fullWidth
              >
                Call School
              </Button>
            )}
          </Stack>
          {correction && <Box sx={{ mt: 1.5, textAlign: 'center' }}>{correction}</Box>}
        </CardContent>
      </Card>
    </Stack>
  );
}
