import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { InvalidMailError } from '../domain/mail.errors';
import { isTemplateName, templateDataProblems, type TemplateName } from '../domain/mail-template';
import { renderMail, type MailBrand, type MailContent, type RenderedMail } from './templates/mail-layout';
import { MAIL_TEMPLATES } from './templates/mail-templates';

/** The one way to turn a template name and its data into a subject, HTML and text. */
@Injectable()
export class MailRenderer {
  constructor(private readonly config: AppConfig) {}

  render(template: TemplateName, data: Record<string, unknown>): RenderedMail {
    if (!isTemplateName(template)) throw new InvalidMailError(`unknown template "${String(template)}"`);
    const problems = templateDataProblems(template, data);
    if (problems.length) throw new InvalidMailError(`${template}: ${problems.join(', ')}`);
    const brand: MailBrand = { appName: this.config.appName, publicUrl: this.config.publicUrl };
    // The data was just checked against the template's fields.
    const build = MAIL_TEMPLATES[template] as (data: Record<string, unknown>, brand: MailBrand) => MailContent;
    return renderMail(build(data, brand), brand);
  }
}
