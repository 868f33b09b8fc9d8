import type { Response } from 'express';
import { PermanentRedirect, answerReadsRows, apiPath } from '../../../shared/http';
import type { SchoolCatalogue } from '../application/ports/school-catalogue';
import { SchoolNotFoundError } from '../../directory';
import type { ListingConfirmations } from '../../listing-confirmations';
import { schoolPageResponse, type SchoolPageResponse } from './dto/school-page.response';

/** Slugs are word characters and hyphens (docs/product.md "Pages and addresses"); anything else cannot name a school. */
export const SLUG = /^[\w-]{1,255}$/;

/** How long browsers and proxies may keep a school page's answer (`@PublicCache`). */
export const SCHOOL_PAGE_MAX_AGE_SECONDS = 30;

/** The school page's path: the Nest route and the lean public read (HttpRules.leanPublicRead) answer it alike. */
export const SCHOOL_PAGE_PATH = apiPath('schools/slug/:slug');

/**
 * One active school by its slug; a slug it had before a rename throws a 301 to the current one,
 * anything else SchoolNotFoundError. Shared by `SchoolsController.getSchoolBySlug` and the lean read
 * of anonymous visitors, so both answer the same.
 */
export async function readSchoolPage(
  catalogue: SchoolCatalogue,
  confirmations: ListingConfirmations,
  slug: string,
  res: Response,
): Promise<SchoolPageResponse> {
  if (!SLUG.test(slug)) throw new SchoolNotFoundError();
  const school = await catalogue.findBySlug(slug);
  if (school) {
    // Of the school table, the page reads only its own row: a write to another school keeps it cached.
    answerReadsRows(res, 'school', [school.id]);
    // The owner's last "Everything is still correct" dates the school's facts (docs/decisions/fact-provenance.md);
    // a confirmation clears the cached answer (ListingConfirmationsModule declares its table).
    const confirmed = await confirmations.latestFor(school.id);
    return schoolPageResponse(school, confirmed?.confirmedAt ?? null);
  }
  const current = await catalogue.renamedTo(slug);
  if (current) throw new PermanentRedirect(apiPath(`schools/slug/${current}`));
  throw new SchoolNotFoundError();
}
