import { formatDate } from '@/utils/format';

/** A date as '12 mar 2025' in a <time> carrying the original value; nothing when the value is not a date. */
export function FormattedDate({ value, className }: { value: string; className: string }) {
  const text = formatDate(value);
  return text ? (
    <time className={className} dateTime={value}>
      {text}
    </time>
  ) : null;
}
