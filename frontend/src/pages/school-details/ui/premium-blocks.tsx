import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { Box, Button, ButtonBase, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import type { SchoolResponse } from '@/shared/api';
import { trackedClick } from '@/shared/lib/analytics';
import { CoverImage } from '@/shared/ui';
import { galleryPreview, morePhotosLabel, safeExternalUrl } from '../model/links';

const NETWORKS: {
  key: 'facebook' | 'instagram' | 'twitter' | 'youtube' | 'linkedin';
  label: string;
  icon: ReactNode;
}[] = [
  { key: 'facebook', label: 'Facebook', icon: <FacebookIcon /> },
  { key: 'instagram', label: 'Instagram', icon: <InstagramIcon /> },
  { key: 'twitter', label: 'X (Twitter)', icon: <XIcon /> },
  { key: 'youtube', label: 'YouTube', icon: <YouTubeIcon /> },
  { key: 'linkedin', label: 'LinkedIn', icon: <LinkedInIcon /> },
];

export function BlockCard({
  title,
  icon,
  children,
  id,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  id: string;
}) {
  return (
    <Card component="section" aria-labelledby={id} variant="outlined" sx={{ borderRadius: 3 }}>
      <CardContent sx={{ p: { xs: 2.5, md: 3.5 } }}>
        <Stack direction="row" spacing={1.25} alignItems="center" sx={{ mb: 2 }}>
          {icon && (
            <Box aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
              {icon}
            </Box>
          )}
          <Typography id={id} variant="h3" component="h2">
            {title}
          </Typography>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** Premium only: 'Connect With Us' with the school's social profiles. */
export function SocialLinksCard({ school }: { school: SchoolResponse }) {
  const links = NETWORKS.map((network) => ({
    ...network,
    href: safeExternalUrl(school.socialLinks?.[network.key]),
  })).filter((link): link is (typeof NETWORKS)[number] & { href: string } => !!link.href);
  if (links.length === 0) return null;
  return (
    <BlockCard id="social-title" title="Connect With Us">
      <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap">
        {links.map((link) => (
          <Button
            key={link.key}
            {...trackedClick('click_social')}
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            startIcon={link.icon}
          >
            {link.label}
          </Button>
        ))}
      </Stack>
    </BlockCard>
  );
}

/** Premium only: 'School Videos' with a 'Watch Video' link each. */
export function VideosCard({ school }: { school: SchoolResponse }) {
  const videos = school.videoUrls.map(safeExternalUrl).filter((url): url is string => !!url);
  if (videos.length === 0) return null;
  return (
    <BlockCard id="videos-title" title="School Videos" icon={<PlayCircleIcon />}>
      <Stack spacing={1.5}>
        {videos.map((url, index) => (
          <Stack
            key={url}
            direction="row"
            spacing={2}
            alignItems="center"
            justifyContent="space-between"
            sx={{ p: 1.5, borderRadius: 2, bgcolor: '#f3f6fa' }}
          >
            <Typography sx={{ fontWeight: 600 }}>
              {school.name} video {index + 1}
            </Typography>
            <Button
              {...trackedClick('click_video')}
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              variant="contained"
              size="small"
              startIcon={<PlayCircleIcon />}
              aria-label={`Watch Video ${index + 1} (opens in a new tab)`}
              // The title wraps instead of the button (on a phone the button's label broke onto two lines).
              sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
            >
              Watch Video
            </Button>
          </Stack>
        ))}
      </Stack>
    </BlockCard>
  );
}

/** Premium only: the first 4 photos and '+N more photos' ('+1 more photo'), which reveals the rest. */
export function PhotoGallery({ school }: { school: SchoolResponse }) {
  const [expanded, setExpanded] = useState(false);
  const { shown, more } = galleryPreview(school.additionalImages);
  if (shown.length === 0) return null;
  const photos = expanded ? school.additionalImages.filter((image) => image.trim() !== '') : shown;
  return (
    <BlockCard id="gallery-title" title="Photo Gallery" icon={<PhotoLibraryIcon />}>
      <Grid container spacing={1.5}>
        {photos.map((src, index) => (
          <Grid key={`${src}-${index}`} size={{ xs: 6, sm: 3 }}>
            <ButtonBase
              component="a"
              href={src}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Open photo ${index + 1} of ${school.name}`}
              sx={{ display: 'block', width: '100%', borderRadius: 2, overflow: 'hidden' }}
            >
              <CoverImage src={src} alt={`${school.name} photo ${index + 1}`} ratio="4 / 3" />
            </ButtonBase>
          </Grid>
        ))}
      </Grid>
      {more > 0 && (
        <Button onClick={() => setExpanded((value) => !value)} sx={{ mt: 2 }} aria-expanded={expanded}>
          {expanded ? 'Show fewer photos' : morePhotosLabel(more)}
        </Button>
      )}
    </BlockCard>
  );
}
