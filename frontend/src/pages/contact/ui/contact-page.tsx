import AccessTimeIcon from '@mui/icons-material/AccessTime';
import EmailIcon from '@mui/icons-material/Email';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import SchoolIcon from '@mui/icons-material/School';
import { Box, Button, Card, CardContent, Container, Grid, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useGetContactInfoQuery, useSubmitContactMessageMutation } from '@/shared/api';
import { APP_NAME, paths } from '@/shared/config';
import { staticPageMeta, usePageMeta } from '@/shared/lib/page-meta';
import { PageHero, SectionHeading } from '@/shared/ui';
import { ContactForm } from './contact-form';

const PARENT_QUESTIONS = [
  'Finding schools that fit your child',
  'Comparing tuition, grades and programs',
  'Understanding admission timelines',
  'Using the search and map',
];

const SCHOOL_QUESTIONS = [
  'Claiming your school profile',
  'Updating school information',
  'Premium listing features',
  'Subscription and billing',
];

const FAQ: { question: string; answer: string }[] = [
  {
    question: 'Is this directory free for parents?',
    answer: `Yes. Searching, comparing and reading about schools on ${APP_NAME} is completely free for families.`,
  },
  {
    question: 'How often is school information updated?',
    answer:
      'Schools can update their profiles at any time, and our team reviews changes within 24-48 hours. We also review listings regularly for accuracy.',
  },
  {
    question: 'Can I contact schools directly?',
    answer:
      "Yes. Each school's profile lists its phone number, e-mail and website whenever the school provides them, so you can reach out directly.",
  },
  {
    question: 'How can my school join the directory?',
    answer:
      'School administrators can claim their existing profile or ask for a new listing from the Claim Your School page. Claims are verified within 24-48 hours.',
  },
];

function InfoRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} alignItems="flex-start">
      <Box aria-hidden sx={{ color: 'primary.main', mt: 0.25 }}>
        {icon}
      </Box>
      {/* minWidth 0 lets the text column shrink inside the flex row, and a long e-mail address breaks
          anywhere rather than running out of its card on a phone. */}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="p">
          {label}
        </Typography>
        <Typography component="div" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {children}
        </Typography>
      </Box>
    </Stack>
  );
}

function ContactInfoCard() {
  const { data } = useGetContactInfoQuery();
  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }}>
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h3" component="h2" gutterBottom>
          Get in Touch
        </Typography>
        <Stack spacing={2.5} sx={{ mt: 2 }}>
          <InfoRow icon={<EmailIcon />} label="Email">
            {data ? <Link href={`mailto:${data.email}`}>{data.email}</Link> : <span>&nbsp;</span>}
          </InfoRow>
          <InfoRow icon={<LocationOnIcon />} label="Location">
            Las Vegas, Nevada
          </InfoRow>
          <InfoRow icon={<AccessTimeIcon />} label="Response Time">
            Within 24 hours
          </InfoRow>
        </Stack>
      </CardContent>
    </Card>
  );
}

function CommonQuestionsCard() {
  const list = (title: string, items: string[]) => (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
        {items.map((item) => (
          <li key={item}>
            <Typography component="span" variant="body2">
              {item}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }}>
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h3" component="h2" gutterBottom>
          Common Questions
        </Typography>
        <Stack spacing={2} sx={{ mt: 2 }}>
          {list('For Parents', PARENT_QUESTIONS)}
          {list('For Schools', SCHOOL_QUESTIONS)}
        </Stack>
      </CardContent>
    </Card>
  );
}

function SchoolAdministratorCard() {
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, bgcolor: '#f2f6fb' }}>
      <CardContent sx={{ p: 3 }}>
        <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 1 }}>
          <SchoolIcon aria-hidden color="primary" />
          <Typography variant="h3" component="h2">
            School Administrator?
          </Typography>
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Claim your school&apos;s profile to update its information, add photos and reach more families.
        </Typography>
        <Button component={RouterLink} to={paths.claimSchool.href()} variant="contained" fullWidth>
          Claim Your School
        </Button>
      </CardContent>
    </Card>
  );
}

function MessageCard() {
  const [submitContactMessage] = useSubmitContactMessageMutation();
  const { data: contactInfo } = useGetContactInfoQuery();
  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }}>
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Typography variant="h3" component="h2" gutterBottom>
          Send Us a Message
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Fill out the form below and we&apos;ll get back to you as soon as possible.
        </Typography>
        <ContactForm
          send={(body) => submitContactMessage({ submitContactMessageRequest: body }).unwrap()}
          contactEmail={contactInfo?.email}
        />
      </CardContent>
    </Card>
  );
}

export function ContactPage() {
  usePageMeta(staticPageMeta('contact'));
  return (
    <>
      <PageHero
        title="Contact Us"
        subtitle="Have questions about private schools in Las Vegas? Need help with your school's listing? We're here to help."
      />

      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={3}>
              <ContactInfoCard />
              <CommonQuestionsCard />
              <SchoolAdministratorCard />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <MessageCard />
          </Grid>
        </Grid>

        <Box component="section" aria-labelledby="contact-faq-title" sx={{ mt: { xs: 7, md: 9 } }}>
          <SectionHeading id="contact-faq-title" title="Frequently Asked Questions" />
          <Grid container spacing={3}>
            {FAQ.map((item) => (
              <Grid key={item.question} size={{ xs: 12, md: 6 }}>
                <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
                  <CardContent sx={{ p: 3 }}>
                    <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
                      {item.question}
                    </Typography>
                    <Typography color="text.secondary">{item.answer}</Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Box>
      </Container>
    </>
  );
}
