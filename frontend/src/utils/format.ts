import { CURRENCY, LOCALE, STORE_TIME_ZONE } from '@/config/constants';

const priceFormatter = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const dateFormatter = new Intl.DateTimeFormat(LOCALE, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: STORE_TIME_ZONE,
});

/**
 * Chilean pesos, rounded, with es-CL thousands separators: 12990 → '$12.990'.
 * Accepts the API's numeric strings ('12990.00'); anything non-numeric renders as '—'.
 */
export function formatPrice(value: number | string | null | undefined): string {
  const amount = typeof value === 'string' ? Number(value.trim() || Number.NaN) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '—';
  // `|| 0` turns -0 into 0 so tiny negative amounts do not print as '-$0'.
  return priceFormatter.format(Math.round(amount) || 0);
}

/** Spanish (es-CL) date with year, short month, day, hour and minute, e.g. '15 ene 2025, 14:30'. */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormatter.format(date);
}

/** Cuts text longer than `max` characters at a word boundary when possible and adds an ellipsis. */
export function truncateText(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** A count as the shop writes it: 1234 → '1.234'. */
export function formatCount(count: number): string {
  return count.toLocaleString(LOCALE);
}

/** An average rating with one decimal, as the reviews show it: 4.25 → '4,3', 4 → '4,0'. */
export function formatRating(average: number): string {
  return average.toLocaleString(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** '1 producto' / '3 productos'. */
export function pluralize(count: number, singular: string, plural: string): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}
