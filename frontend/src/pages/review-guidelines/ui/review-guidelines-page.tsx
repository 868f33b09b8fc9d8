import { Alert } from '@mui/material';
import { REVIEW_GUIDELINES } from '@/entities/review';
import { APP_NAME } from '@/shared/config';
import { staticPageMeta, usePageMeta } from '@/shared/lib/page-meta';
import { DocumentLayout, PageHero, type DocumentSection } from '@/shared/ui';

function sections(product: string): DocumentSection[] {
  return [
    {
      id: 'who-may-review',
      title: 'Who may write a review',
      body: (
        <p>
          Parents and former parents, students aged 13 or over, alumni, and the school&apos;s staff, board members and
          their relatives may review a school they know first-hand. You need no account: we send a link to your e-mail
          address and the review is published only when you confirm it. One review per e-mail address and school; a new
          one replaces the earlier one. The school&apos;s own owners cannot review it.
        </p>
      ),
    },
    {
      id: 'what-is-removed',
      title: 'What we remove',
      body: (
        <>
          <p>A review is removed, and its writer told why, when it contains:</p>
          <ul>
            {REVIEW_GUIDELINES.map((guideline) => (
              <li key={guideline.id} id={`guideline-${guideline.id}`}>
                <strong>{guideline.title}.</strong> {guideline.rule}
              </li>
            ))}
          </ul>
          <p>
            Removed reviews are kept for our records, not deleted, and each school&apos;s review block counts them by
            reason.
          </p>
        </>
      ),
    },
    {
      id: 'same-for-every-school',
      title: 'The same rules for every school and every rating',
      body: (
        <p>
          Whether a school pays for a premium listing, a school&apos;s request and whether a review is positive or
          negative never change how a review is checked, published, ordered or removed. Schools cannot delete, hide,
          reorder or delay a review. They may answer it once, publicly, and they may report it against one of these
          rules; a reported review stays up while we look at it.
        </p>
      ),
    },
    {
      id: 'automatic-checks',
      title: 'Checks before publication',
      body: (
        <p>
          Before a confirmed review goes live, automatic checks look for offensive language, e-mail addresses, phone
          numbers and links, the same text posted for several schools, and an unusual number of reviews for one school
          in a day. A review they flag waits for our team, who publish it or remove it under these rules. Everything
          else is published as soon as you confirm it.
        </p>
      ),
    },
    {
      id: 'ratings',
      title: 'How ratings are counted',
      body: (
        <p>
          A school&apos;s average shows once three reviews count towards it. Reviews by staff, board members and their
          relatives are shown, labelled, and not counted.
        </p>
      ),
    },
    {
      id: 'your-data',
      title: 'Your e-mail address',
      body: (
        <p>
          {product} shows your display name, never your e-mail address. We use the address only to confirm and manage
          your review, and erase it when the review is deleted.
        </p>
      ),
    },
  ];
}

export function ReviewGuidelinesPage() {
  usePageMeta(staticPageMeta('reviewGuidelines'));
  return (
    <>
      <PageHero title="Review Guidelines" subtitle="How family reviews are written, checked and published." />
      <DocumentLayout
        intro={
          <Alert severity="info" variant="outlined">
            Reviews help families decide. These rules apply to every review in the same way.
          </Alert>
        }
        sections={sections(APP_NAME)}
      />
    </>
  );
}
