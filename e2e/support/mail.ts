/**
 * The e-mails the shop sent during the journeys, read from the local mail catcher that the e2e
 * stage starts (scripts/lib/mail-catcher.mjs; its address in MAIL_CATCHER_URL).
 */
export interface CaughtMail {
  id: number;
  /** ISO time it was caught. */
  date: string;
  from: string;
  /** Envelope recipients, lower-case. */
  to: string[];
  subject: string;
  messageId: string;
  text: string;
  html: string;
}

export const MAIL_CATCHER_URL = process.env.MAIL_CATCHER_URL ?? 'http://127.0.0.1:1080';

/** Every caught message to `address` (any case), newest first. */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${MAIL_CATCHER_URL}/api/messages?to=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`Mail catcher answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}

/**
 * The newest message to `address` that matches (subject text or regular expression, when given),
 * waiting for it: the worker sends a moment after the page that caused it answered.
 */
export async function latestMailTo(
  address: string,
  options: { subject?: string | RegExp; timeoutMs?: number } = {},
): Promise<CaughtMail> {
  const { subject, timeoutMs = 20000 } = options;
  const matches = (mail: CaughtMail) =>
    subject === undefined ||
    (typeof subject === 'string' ? mail.subject.includes(subject) : subject.test(mail.subject));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsTo(address)).find(matches);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${address}${subject ? ` about ${String(subject)}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The first link in a message's text whose path starts with `pathPrefix` ('/order-tracking'), as a
 * path with its query: the shop writes links with PUBLIC_URL, which need not be the address the
 * journeys browse (page.goto resolves the path against their base URL).
 */
export function linkIn(mail: CaughtMail, pathPrefix: string): string {
  for (const text of mail.text.match(/https?:\/\/[^\s)>]+/g) ?? []) {
    const url = new URL(text);
    if (url.pathname.startsWith(pathPrefix)) return `${url.pathname}${url.search}`;
  }
  throw new Error(`No link to ${pathPrefix} in '${mail.subject}'`);
}
