/**
 * One source, two formats: a template describes its mail as blocks, and this
 * file turns them into escaped HTML and plain text. Templates never write HTML,
 * so no user text can reach the markup unescaped.
 */
import { escapeHtml } from '../../../../shared/html';

export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** Text written by a person (a message, admin notes): line breaks kept, set apart. */
  | { kind: 'quote'; text: string }
  | { kind: 'fields'; rows: [label: string, value: string][] }
  | { kind: 'button'; label: string; url: string }
  /** A sentence ending in a link: `text` then the link named `label` (the bare URL only in the plain text). */
  | { kind: 'link'; text: string; label: string; url: string };

/** A file sent with the mail (e.g. an open house's invite.ics), built by the template from its data. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailContent {
  subject: string;
  /** Extra header lines (e.g. List-Unsubscribe); values are made one line. */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  /** First line of the body, e.g. 'Hi Jane,'. */
  greeting?: string;
  blocks: MailBlock[];
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
  headers?: Record<string, string>;
}

export interface MailBrand {
  appName: string;
  publicUrl: string;
}

/** Header lines must stay one line whatever the data holds. */
function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ').trim();
}

const COLORS = { text: '#1f2937', muted: '#6b7280', brand: '#1d4ed8', border: '#e5e7eb', quote: '#f3f4f6' };

function blockToHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(block.text)}</p>`;
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:12px 16px;background:${COLORS.quote};border-left:4px solid ${COLORS.border};white-space:pre-wrap;line-height:1.5">${escapeHtml(block.text)}</blockquote>`;
    case 'fields':
      return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:${COLORS.muted};vertical-align:top">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'button':
      // The spelled-out link may break anywhere: a long token kept whole made the mail wider than a phone.
      return `<p style="margin:24px 0"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:12px 20px;background:${COLORS.brand};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600">${escapeHtml(block.label)}</a></p><p style="margin:0 0 16px;color:${COLORS.muted};font-size:13px;word-break:break-all">If the button does not work, copy this link into your browser: ${escapeHtml(block.url)}</p>`;
    case 'link':
      return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(block.text)} <a href="${escapeHtml(block.url)}" style="color:${COLORS.brand};font-weight:600">${escapeHtml(block.label)}</a></p>`;
  }
}

function blockToText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'quote':
      return block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n');
    case 'fields':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'button':
      return `${block.label}: ${block.url}`;
    case 'link':
      return `${block.text.replace(/:\s*$/, '.')}\n${block.label}: ${block.url}`;
  }
}

export function renderMail(content: MailContent, brand: MailBrand): RenderedMail {
  const subject = oneLine(content.subject);
  const greetingHtml = content.greeting
    ? `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(content.greeting)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f9fafb;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:${COLORS.text}">
<table role="presentation" width="100%" style="border-collapse:collapse"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:600px;border-collapse:collapse;background:#ffffff;border:1px solid ${COLORS.border};border-radius:8px">
<tr><td style="padding:20px 24px;border-bottom:1px solid ${COLORS.border};font-size:20px;font-weight:700;color:${COLORS.brand}">${escapeHtml(brand.appName)}</td></tr>
<tr><td style="padding:24px;font-size:15px;overflow-wrap:anywhere;word-break:break-word">${greetingHtml}${content.blocks.map(blockToHtml).join('\n')}</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${COLORS.border};font-size:12px;color:${COLORS.muted}">${escapeHtml(brand.appName)} &middot; <a href="${escapeHtml(brand.publicUrl)}" style="color:${COLORS.muted}">${escapeHtml(brand.publicUrl)}</a></td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
  const text = [
    ...(content.greeting ? [content.greeting] : []),
    ...content.blocks.map(blockToText),
    `--\n${brand.appName}\n${brand.publicUrl}`,
  ].join('\n\n');
  const headers = content.headers
    ? Object.fromEntries(Object.entries(content.headers).map(([name, value]) => [name, oneLine(value)]))
    : undefined;
  return {
    subject,
    html,
    text: `${text}\n`,
    ...(content.attachments?.length && { attachments: content.attachments }),
    ...(headers && { headers }),
  };
}
