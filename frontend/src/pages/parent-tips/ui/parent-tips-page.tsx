import ArticleIcon from '@mui/icons-material/Article';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import ContactSupportIcon from '@mui/icons-material/ContactSupport';
import EventNoteIcon from '@mui/icons-material/EventNote';
import ForumIcon from '@mui/icons-material/Forum';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import PsychologyIcon from '@mui/icons-material/Psychology';
import SearchIcon from '@mui/icons-material/Search';
import SpaIcon from '@mui/icons-material/Spa';
import { Box, Card, CardContent, Chip, Container, Grid, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { paths } from '@/shared/config';
import { staticPageMeta, usePageMeta } from '@/shared/lib/page-meta';
import { PageHero, PageSection, type LinkCardProps } from '@/shared/ui';

const GUIDELINES: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <EventNoteIcon />,
    title: 'Build steady routines',
    text: 'Regular bedtimes, a calm morning routine and a set homework time make school days smoother for everyone.',
  },
  {
    icon: <HomeWorkIcon />,
    title: 'Create a study space',
    text: 'A quiet, well-lit spot with supplies at hand, away from the TV, helps children focus and signals that schoolwork matters.',
  },
  {
    icon: <ForumIcon />,
    title: 'Talk every day',
    text: 'Ask open questions like \u201cWhat made you laugh today?\u201d rather than \u201cHow was school?\u201d to get real answers.',
  },
  {
    icon: <SpaIcon />,
    title: 'Protect well-being',
    text: 'Sleep, outdoor play, family meals and downtime matter as much as grades. Watch for signs of stress or burnout.',
  },
];

const ACADEMIC_SUPPORT = [
  'Read together daily, and let children see you reading too.',
  'Review graded work to spot patterns, then praise effort and strategies, not just scores.',
  'Use the school\u2019s parent portal to follow assignments and grades without hovering.',
  'Ask teachers early about tutoring, learning support or enrichment if your child is struggling or bored.',
  'Use Las Vegas resources: the Las Vegas-Clark County Library District offers free homework help and study rooms.',
  'Balance activities so there is still time to rest, play and do homework well.',
];

const TEACHER_DOS_AND_DONTS = [
  {
    title: "Do's",
    Icon: CheckIcon,
    colors: { icon: '#15803d', heading: '#14532d', bg: '#f0fdf4', border: '#bbf7d0' },
    items: [
      'Introduce yourself to teachers at the start of the year.',
      'Use the channel the school prefers: e-mail, portal messages or scheduled calls.',
      'Share changes at home (a move, a new sibling, an illness) that may affect your child.',
      'Attend parent-teacher conferences and come with specific questions.',
      'Say thank you when things go well.',
    ],
  },
  {
    title: "Don'ts",
    Icon: CloseIcon,
    colors: { icon: '#b91c1c', heading: '#7f1d1d', bg: '#fff5f5', border: '#fecaca' },
    items: [
      'Raise concerns at drop-off or pick-up when teachers are supervising children.',
      'Send messages in anger; wait a day and reread before you send.',
      'Discuss teachers negatively in front of your child.',
      'Go straight to the head of school before talking with the teacher.',
      'Expect instant replies in the evening or on weekends.',
    ],
  },
];

const AGE_BANDS: { grades: string; title: string; tips: string[] }[] = [
  {
    grades: 'K-5',
    title: 'Elementary',
    tips: [
      'Keep homework short and positive; sit nearby and help them get started.',
      'Build reading stamina with bedtime stories and library visits.',
      'Teach independence: packing their own backpack, tracking their own folder.',
      'Volunteer in class or at events when you can; young children love seeing you at school.',
    ],
  },
  {
    grades: '6-8',
    title: 'Middle School',
    tips: [
      'Help them learn to use a planner for multiple classes and deadlines.',
      'Step back from daily homework checks but keep weekly check-ins.',
      'Talk openly about friendships, social media and online safety.',
      'Encourage a new activity: a sport, club, instrument or volunteering.',
    ],
  },
  {
    grades: '9-12',
    title: 'High School',
    tips: [
      'Plan the four-year course map with the school counselor early in 9th grade.',
      'Note testing dates for the PSAT, SAT or ACT, and Nevada scholarship deadlines.',
      'Let teens advocate for themselves with teachers; coach rather than step in.',
      'Visit colleges or trade programs and talk about goals, costs and options together.',
    ],
  },
];

const MORE_HELP: LinkCardProps[] = [
  {
    icon: <ArticleIcon />,
    title: 'Articles & Guides',
    text: 'Back-to-school checklists, organization ideas and local education news.',
    href: paths.articles.href(),
    label: 'Read Articles',
  },
  {
    icon: <SearchIcon />,
    title: 'Find a School',
    text: 'Compare private schools across the valley by grade, tuition and type.',
    href: paths.schools.href(),
    label: 'Search Schools',
  },
  {
    icon: <ContactSupportIcon />,
    title: 'Ask Our Team',
    text: 'Have a question about schools in your area? We reply within 24 hours.',
    href: paths.contact.href(),
    label: 'Contact Us',
  },
];

export function ParentTipsPage() {
  usePageMeta(staticPageMeta('parentTips'));
  return (
    <>
      <PageHero
        title="Parent Tips for School Success"
        subtitle="Practical, tested advice to help your child thrive at school, from kindergarten through senior year."
      />

      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 }, display: 'grid', gap: { xs: 7, md: 9 } }}>
        <PageSection
          id="guidelines-title"
          title="General Guidelines"
          subtitle="Small habits at home that make a big difference at school."
        >
          <Grid container spacing={3}>
            {GUIDELINES.map((item) => (
              <Grid key={item.title} size={{ xs: 12, sm: 6, md: 3 }}>
                <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
                  <CardContent sx={{ p: 3 }}>
                    <Box
                      aria-hidden
                      sx={{
                        display: 'inline-flex',
                        p: 1.25,
                        borderRadius: 2,
                        bgcolor: '#e8eef5',
                        color: 'primary.main',
                        mb: 1.5,
                      }}
                    >
                      {item.icon}
                    </Box>
                    <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }} gutterBottom>
                      {item.title}
                    </Typography>
                    <Typography color="text.secondary">{item.text}</Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        </PageSection>

        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }} component="section" aria-labelledby="academic-title">
            <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 2 }}>
              <PsychologyIcon color="primary" aria-hidden />
              <Typography id="academic-title" variant="h2">
                Academic Support
              </Typography>
            </Stack>
            <Box component="ul" sx={{ pl: 2.5, m: 0, '& li': { mb: 1.25, lineHeight: 1.6 } }}>
              {ACADEMIC_SUPPORT.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }} component="section" aria-labelledby="communication-title">
            <Typography id="communication-title" variant="h2" sx={{ mb: 2 }}>
              Communicating with Teachers
            </Typography>
            <Grid container spacing={2}>
              {TEACHER_DOS_AND_DONTS.map(({ title, Icon, colors, items }) => (
                <Grid key={title} size={{ xs: 12, sm: 6 }}>
                  <Card
                    elevation={0}
                    sx={{ height: '100%', borderRadius: 3, bgcolor: colors.bg, border: 1, borderColor: colors.border }}
                  >
                    <CardContent sx={{ p: 3 }}>
                      <Typography component="h3" variant="h6" sx={{ fontWeight: 700, color: colors.heading, mb: 1.5 }}>
                        {title}
                      </Typography>
                      <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                        {items.map((item) => (
                          <Stack component="li" key={item} direction="row" spacing={1.25}>
                            <Icon fontSize="small" sx={{ mt: 0.3, color: colors.icon }} aria-hidden />
                            <Typography>{item}</Typography>
                          </Stack>
                        ))}
                      </Stack>
                    </CardContent>
                  </Card>
                </Grid>
              ))}
            </Grid>
          </Grid>
        </Grid>

        <PageSection id="ages-title" title="Tips by Age" subtitle="What helps most changes as children grow.">
          <Grid container spacing={3}>
            {AGE_BANDS.map((band) => (
              <Grid key={band.grades} size={{ xs: 12, md: 4 }}>
                <Card sx={{ height: '100%', borderRadius: 3 }}>
                  <CardContent sx={{ p: 3.5 }}>
                    <Chip label={`Grades ${band.grades}`} color="primary" size="small" sx={{ mb: 1.5 }} />
                    <Typography variant="h3" component="h3" gutterBottom>
                      {band.title}
                    </Typography>
                    <Box component="ul" sx={{ pl: 2.5, m: 0, color: 'text.secondary', '& li': { mb: 1 } }}>
                      {band.tips.map((tip) => (
                        <li key={tip}>{tip}</li>
                      ))}
                    </Box>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        </PageSection>
      </Container>

      <PageSection band id="more-help-title" title="More Help for Parents" links={MORE_HELP} />
    </>
  );
}
