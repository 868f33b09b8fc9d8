import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** Quoted-printable as nodemailer writes it: soft line breaks and =XX escapes. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function mailsTo(recipient: string): Promise<string[]> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (playwright.config.ts sets it)');
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  const mails = await Promise.all(
    names.map(async (name) => decodeQuotedPrintable(await readFile(join(dir, name), 'utf8'))),
  );
  const to = new RegExp(`^To: .*${recipient.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im');
  return mails.filter((mail) => to.test(mail));
}

/**
 * The path (with its query) of the first link to `pathname` in the newest mail
 * to `recipient` (that holds `containing`, when given), waiting for the worker to
 * send it. The served app sends each mail over SMTP to the suite's SMTP server, which keeps it as an .eml file
 * in the mailbox folder (e2e/support/serve.mjs).
 */
export async function linkInMail(recipient: string, pathname: string, containing?: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const pattern = new RegExp(
          `https?://[^\\s"<>]+${pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?[^\\s"<>]+`,
        );
        const found = (await mailsTo(recipient))
          .reverse()
          // Another test's mail to the same person (the demo owner gets one per lead) may be the newest.
          .filter((mail) => !containing || mail.includes(containing))
          .map((mail) => pattern.exec(mail)?.[0])
          .find(Boolean);
        link = found?.replace(/&amp;/g, '&');
        return Boolean(link);
      },
      {
        timeout: 20_000,
        message: `a mail to ${recipient} with a link to ${pathname}${containing ? ` naming ${containing}` : ''}`,
      },
    )
    .toBe(true);
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

/** The newest mail to `recipient` holding `containing` (headers and decoded body), waiting for the worker. */
export async function mailTo(recipient: string, containing: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(recipient)).reverse().find((mail) => mail.includes(containing));
        return Boolean(found);
      },
      { timeout: 20_000, message: `a mail to ${recipient} holding ${containing}` },
    )
    .toBe(true);
  return found!;
}
