import { MAIL_TIME_ZONE } from '../mail.constants';

const dateTimeFormatter = new Intl.DateTimeFormat('es-CL', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: MAIL_TIME_ZONE,
});

/** ISO instant → '25 de noviembre de 2026 a las 14:30' in Chile's time. */
export const dateTime = (iso: string) => dateTimeFormatter.format(new Date(iso));

/**
 * A Chilean number as people write it: '+56 9 1234 5678' (mobile), '+56 2 2345 6789' (Santiago);
 * anything else as given.
 */
export function readablePhone(phone: string): string {
  const digits = phoneDigits(phone);
  if (digits.length !== 11 || !digits.startsWith('56')) return phone.trim();
  const national = digits.slice(2);
  return `+56 ${national[0]} ${national.slice(1, 5)} ${national.slice(5)}`;
}

/** The number's digits with the country code (a 9-digit national number is Chilean). */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 9 ? `56${digits}` : digits;
}

/** wa.me link to the number. */
export const whatsappLink = (phone: string) => `https://wa.me/${phoneDigits(phone)}`;

/** Text safe inside HTML (and MJML) markup and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
