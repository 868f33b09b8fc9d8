import AnalyticsIcon from '@mui/icons-material/Analytics';
import EditNoteIcon from '@mui/icons-material/EditNote';
import StarIcon from '@mui/icons-material/Star';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

const BENEFITS: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <VerifiedIcon />,
    title: 'Verified school profile',
    text: 'Families see that your listing is managed by the school itself.',
  },
  {
    icon: <StarIcon />,
    title: 'Premium listing',
    text: 'A highlighted card, priority placement in search, photo gallery, videos and social links.',
  },
  {
    icon: <EditNoteIcon />,
    title: 'Keep your information current',
    text: 'Update tuition, programs, contact details and more from your school portal.',
  },
  {
    icon: <AnalyticsIcon />,
    title: 'Reach more families',
    text: 'Connect with parents actively searching for private schools in Las Vegas.',
  },
  {
    icon: <SupportAgentIcon />,
    title: 'Priority support',
    text: 'Our team helps you make the most of your profile.',
  },
];

export function BenefitsCard() {
  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }}>
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Typography variant="h3" component="h2" gutterBottom>
          Why Claim Your School?
        </Typography>
        <Stack spacing={2} sx={{ mt: 2 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {BENEFITS.map((benefit) => (
            <Stack key={benefit.title} component="li" direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Box aria-hidden sx={{ color: 'primary.main', mt: 0.25 }}>
                {benefit.icon}
              </Box>
              <Box>
                <Typography sx={{ fontWeight: 700 }}>{benefit.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {benefit.text}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
