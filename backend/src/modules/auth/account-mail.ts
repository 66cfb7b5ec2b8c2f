import type { OutgoingEmail } from '../mail';
import { ACCOUNT_PAGE_PATH } from './auth.constants';

type Recipient = { id: number; email: string; name: string };

/** PUBLIC_URL without trailing slashes, followed by an SPA path. */
export function publicLink(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

/** Sent once per account (its id is the event). */
export function welcomeEmail(user: Recipient, publicUrl: string): OutgoingEmail {
  return {
    kind: 'welcome',
    to: user.email,
    idempotencyKey: `account:${user.id}:welcome`,
    data: { name: user.name || null, accountUrl: publicLink(publicUrl, ACCOUNT_PAGE_PATH) },
  };
}

/**
 * After a change or a reset of the password. The session version the change produced names the
 * event: each change is told once, however often its sending is retried.
 */
export function passwordChangedEmail(user: Recipient, sessionVersion: number, changedAt: Date): OutgoingEmail {
  return {
    kind: 'password-changed',
    to: user.email,
    idempotencyKey: `account:${user.id}:password-changed:${sessionVersion}`,
    data: { name: user.name || null, changedAt: changedAt.toISOString() },
  };
}
