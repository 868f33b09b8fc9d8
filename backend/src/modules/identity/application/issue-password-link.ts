import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { PasswordLink, PASSWORD_LINK_TTL_MS, type PasswordLinkPurpose } from '../domain/password-link';
import { PasswordLinkRepository } from './ports/password-link.repository';

export interface IssuedPasswordLink {
  linkId: string;
  /** Absolute `{PUBLIC_URL}/set-password?token=…`; the only place the token ever appears. */
  url: string;
  expiresAt: Date;
  expiresInMinutes: number;
}

/** Stores a new one-time link (its hash) and returns the URL to e-mail. Shared by reset and first-password links. */
@Injectable()
export class IssuePasswordLink {
  constructor(
    private readonly links: PasswordLinkRepository,
    private readonly config: AppConfig,
  ) {}

  async execute(userId: string, purpose: PasswordLinkPurpose, now = new Date()): Promise<IssuedPasswordLink> {
    const { link, token } = PasswordLink.issue(userId, purpose, now);
    await this.links.save(link);
    return {
      linkId: link.id,
      url: `${this.config.publicUrl}/set-password?token=${encodeURIComponent(token)}`,
      expiresAt: link.expiresAt,
      expiresInMinutes: PASSWORD_LINK_TTL_MS[purpose] / 60_000,
    };
  }
}
