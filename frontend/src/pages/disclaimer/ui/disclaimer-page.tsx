import { Alert, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { APP_NAME, paths } from '@/shared/config';
import { staticPageMeta, usePageMeta } from '@/shared/lib/page-meta';
import { DocumentLayout, PageHero, type DocumentSection } from '@/shared/ui';

function sections(product: string): DocumentSection[] {
  return [
    {
      id: 'informational-purposes',
      title: 'Informational Purposes Only',
      body: (
        <p>
          {product} is a directory that helps families discover private schools. Everything on this site is general
          information to support your own research. It is not an offer, a guarantee of admission or a substitute for
          talking with the schools themselves.
        </p>
      ),
    },
    {
      id: 'accuracy',
      title: 'No Warranty of Accuracy',
      body: (
        <p>
          We work to keep listings current, and schools can update their own profiles, but tuition, grades, programs,
          contact details and other facts change often. We make no warranty that any information is complete, accurate
          or up to date. Always confirm important details, especially tuition, fees, deadlines and availability,
          directly with the school.
        </p>
      ),
    },
    {
      id: 'educational-advice',
      title: 'Not Educational Advice',
      body: (
        <p>
          Our articles and guides share general tips for families. They are not professional educational, psychological,
          legal or financial advice. For decisions about your child&apos;s learning needs, consult qualified educators
          or specialists.
        </p>
      ),
    },
    {
      id: 'third-party-content',
      title: 'Third-Party Content and Links',
      body: (
        <p>
          School profiles, photos, videos and linked websites are provided by schools or other third parties. We do not
          control and are not responsible for their content, privacy practices or availability. Maps and directions are
          provided by Google Maps.
        </p>
      ),
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of Liability',
      body: (
        <p>
          To the fullest extent allowed by law, {product} and its operators are not liable for any loss or damage
          arising from your use of the site or reliance on its information, including decisions about enrollment or
          tuition.
        </p>
      ),
    },
    {
      id: 'no-endorsement',
      title: 'No Endorsement',
      body: (
        <p>
          A school&apos;s presence in the directory, its order in search results or a Premium badge does not mean we
          endorse, rank or recommend it. Premium listings are paid placements that add photos, videos and other details
          provided by the school.
        </p>
      ),
    },
    {
      id: 'service-changes',
      title: 'Changes to the Service',
      body: (
        <p>
          We may change, suspend or remove any part of the site, including listings and features, at any time and
          without notice. We may also update this disclaimer; the version on this page is the one in effect.
        </p>
      ),
    },
    {
      id: 'geographic-scope',
      title: 'Geographic Scope',
      body: (
        <p>
          The directory covers private schools in the Las Vegas, Nevada metropolitan area, including Henderson,
          Summerlin and North Las Vegas. Schools outside this area are not listed, and state rules described in our
          guides refer to Nevada.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact',
      body: (
        <p>
          If you spot an error in a listing or have a question about this disclaimer, please tell us through our{' '}
          <Link component={RouterLink} to={paths.contact.href()}>
            contact page
          </Link>
          . School representatives can correct their own listing by{' '}
          <Link component={RouterLink} to={paths.claimSchool.href()}>
            claiming their school
          </Link>
          .
        </p>
      ),
    },
  ];
}

export function DisclaimerPage() {
  usePageMeta(staticPageMeta('disclaimer'));
  return (
    <>
      <PageHero title="Disclaimer" subtitle="Please read how to use the information in this directory." />
      <DocumentLayout
        intro={
          <Alert severity="info" variant="outlined">
            Information in this directory is provided for general guidance. Verify details directly with each school
            before making enrollment decisions.
          </Alert>
        }
        sections={sections(APP_NAME)}
      />
    </>
  );
}
