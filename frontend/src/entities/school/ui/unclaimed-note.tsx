import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Box, Link, Stack, Typography } from '@mui/material';
import { displayHost, safeExternalUrl, telHref } from '@/shared/lib/contact-links';

export interface UnclaimedNoteProps {
  schoolName: string;
  phone: string | null;
  website: string | null;
  /** What the site cannot pass on: the school page's requests, or an open house's RSVPs. */
  what: 'requests' | 'RSVPs';
  /** Heading level of the note's title; none renders the text alone (inside a card). */
  headingId?: string;
}

/**
 * Where nobody would receive a family's request (no active owner, no school e-mail: issue 35), the site
 * offers none and says why, with the school's own phone and website instead.
 */
export function UnclaimedNote({ schoolName, phone, website, what, headingId }: UnclaimedNoteProps) {
  const site = safeExternalUrl(website);
  return (
    <Box
      component={headingId ? 'section' : 'div'}
      aria-labelledby={headingId}
      data-testid="unclaimed-note"
      sx={{ p: 2, borderRadius: 2, bgcolor: '#fff8e6', border: 1, borderColor: '#f3d9a4' }}
    >
      <Stack direction="row" spacing={1.25} alignItems="flex-start">
        <InfoOutlinedIcon fontSize="small" sx={{ color: '#7a4d00', mt: 0.25 }} aria-hidden />
        <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {headingId && (
            <Typography id={headingId} variant="h3" component="h2" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
              Contact {schoolName} directly
            </Typography>
          )}
          <Typography variant="body2">
            {schoolName} has not claimed its listing yet, so {what} sent through this site would reach nobody.
            {phone || site ? ' Reach the school directly:' : ' Please contact the school directly.'}
          </Typography>
          {(phone || site) && (
            <Stack component="ul" spacing={0.25} sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
              {phone && (
                <li>
                  <Link href={telHref(phone)} variant="body2" sx={{ fontWeight: 700 }}>
                    Call {phone}
                  </Link>
                </li>
              )}
              {site && (
                <li>
                  <Link href={site} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ fontWeight: 700 }}>
                    Visit {displayHost(site)}
                  </Link>
                </li>
              )}
            </Stack>
          )}
        </Box>
      </Stack>
    </Box>
  );
}
