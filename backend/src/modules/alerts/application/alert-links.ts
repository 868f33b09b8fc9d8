import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { InvalidAlertLinkError } from '../domain/alerts.errors';
import { verifyAlertToken, type AlertTokenKind } from '../domain/alert-token';

/** Reads the subject of a mailed link's token, or refuses the link (400). */
@Injectable()
export class AlertLinks {
  constructor(private readonly config: AppConfig) {}

  subject(token: string | undefined, kind: AlertTokenKind): string {
    const subject = token ? verifyAlertToken(token, kind, this.config.alerts.tokenSecret) : null;
    if (subject === null) throw new InvalidAlertLinkError();
    return subject;
  }
}
