import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { PasswordLink, PASSWORD_LINK_TTL_MS, type PasswordLinkPurpose } from '../domain/password-link';
import { PasswordLinkRepository } from './ports/password-link.repository';

/** The page each link opens: e-mail confirmations their own, every other link the set-password page. */
const LINK_PAGE: Record<PasswordLinkPurpose, string> = {
  reset: '/set-password',
  set: '/set-password',
  invite: '/set-password',
  email: '/confirm-email',
};

export interface IssuedPasswordLink {
  linkId: string;
  /** Absolute `{PUBLIC_URL}/set-password?token=…` (or `/confirm-email`); the only place the token ever appears. */
  url: string;
  expiresAt: Date;
  expiresInMinutes: number;
}

/**
 * Stores a new one-time link (its hash) and returns the URL to e-mail. The one token mechanism of the
 * product: resets, first passwords, invitations and e-mail confirmations.
 */
@Injectable()
export class IssuePasswordLink {
  constructor(
    private readonly links: PasswordLinkRepository,
    private readonly config: AppConfig,
  ) {}

  async execute(
    userId: string,
    purpose: PasswordLinkPurpose,
    now = new Date(),
    newEmail: string | null = null,
  ): Promise<IssuedPasswordLink> {
    const { link, token } = PasswordLink.issue(userId, purpose, now, newEmail);
    await this.links.save(link);
    return {
      linkId: link.id,
      url: `${this.config.publicUrl}${LINK_PAGE[purpose]}?token=${encodeURIComponent(token)}`,
      expiresAt: link.expiresAt,
      expiresInMinutes: PASSWORD_LINK_TTL_MS[purpose] / 60_000,
    };
  }
}
