import { createHmac } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { ExpiredListingLinkError, InvalidListingLinkError } from '../domain/listing-confirmations.errors';
import { signListingToken, verifyListingToken, type ListingLink } from '../domain/listing-token';

/**
 * The reminder's signed link. Its key is derived from SESSION_SECRET under its own label (HMAC), so the web app
 * and the worker agree without another variable, and no other signed link can pass for it.
 */
@Injectable()
export class ListingLinks {
  private readonly secret: string;

  constructor(config: AppConfig) {
    this.secret = createHmac('sha256', config.sessionSecret || 'dev')
      .update('listing-confirmation-token')
      .digest('hex');
  }

  token(link: ListingLink): string {
    return signListingToken(link, this.secret);
  }

  /** The link a token names; 400 with the page's message when it is forged, malformed or expired. */
  read(token: string | undefined, now: Date): ListingLink {
    const link = token ? verifyListingToken(token, this.secret) : null;
    if (!link) throw new InvalidListingLinkError();
    if (link.expiresAt <= now) throw new ExpiredListingLinkError();
    return link;
  }
}
