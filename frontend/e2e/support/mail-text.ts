import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/**
 * The text of mails the served app sent over SMTP to the suite's SMTP server (kept in E2E_MAIL_DIR, set by
 * playwright.config.ts; links are read with `linkInMail` from ./mail).
 */

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Long header lines are folded onto indented lines, and subjects may be RFC 2047
 * encoded (`=?UTF-8?Q?…?=`): unfolded and decoded so a test can match the words.
 */
function decodeHeaders(text: string): string {
  const unfolded = text.replace(/\r?\n[ \t]+/g, ' ').replace(/(\?=) (=\?UTF-8\?)/gi, '$1$2');
  return unfolded.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_match, kind: string, body: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(body, 'base64').toString('utf8')
      : body
          .replace(/_/g, ' ')
          .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}

async function mailsTo(recipient: string): Promise<string[]> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (playwright.config.ts sets it)');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  const mails = await Promise.all(
    names.map(async (name) => decodeHeaders(decodeQuotedPrintable(await readFile(join(dir, name), 'utf8')))),
  );
  const to = new RegExp(`^To: .*${recipient.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im');
  return mails.filter((mail) => to.test(mail));
}

/** The newest mail to `recipient` whose subject contains `subject`, waiting for the worker to send it. */
export async function mailTo(recipient: string, subject: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(recipient))
          .reverse()
          .find((mail) => /^Subject: (.*)$/im.exec(mail)?.[1].includes(subject));
        return Boolean(found);
      },
      { timeout: 20_000, message: `a mail to ${recipient} about "${subject}"` },
    )
    .toBe(true);
  return found!;
}

/** How many mails to `recipient` have `subject` in their subject line (now, without waiting). */
export async function countMailsTo(recipient: string, subject: string): Promise<number> {
  return (await mailsTo(recipient)).filter((mail) => /^Subject: (.*)$/im.exec(mail)?.[1].includes(subject)).length;
}
