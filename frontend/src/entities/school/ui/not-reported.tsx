import { Link, Typography } from '@mui/material';
import { NOT_REPORTED } from '../model/admissions';

export interface NotReportedProps {
  /** The school's own way to be asked (askSchoolHref), or the page's request form. */
  ask?: { href: string } | { onClick: () => void } | null;
  /** Replaces 'Not reported by the school' (e.g. only past deadlines were published). */
  text?: string;
  /** The fact, for the link's accessible name: 'Ask the school about deadlines'. */
  about?: string;
}

/**
 * An admissions fact the school has not published (issue 35, "Unknown is not 'no'"): said in words,
 * never as a dash that reads as 'does not', with a link to ask the school.
 */
export function NotReported({ ask, text = NOT_REPORTED, about }: NotReportedProps) {
  const label = about ? `Ask the school about ${about}` : undefined;
  return (
    <Typography component="span" variant="body2" color="text.secondary" data-testid="not-reported">
      {text}
      {ask && (
        <>
          {' · '}
          {'href' in ask ? (
            // Underlined: a link inside a sentence must not be told apart by its colour alone (WCAG 1.4.1).
            <Link
              href={ask.href}
              underline="always"
              aria-label={label}
              {...(/^https?:/.test(ask.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              Ask the school
            </Link>
          ) : (
            <Link
              component="button"
              type="button"
              onClick={ask.onClick}
              underline="always"
              aria-label={label}
              sx={{ verticalAlign: 'baseline' }}
            >
              Ask the school
            </Link>
          )}
        </>
      )}
    </Typography>
  );
}
