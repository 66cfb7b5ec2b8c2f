/**
 * Reviews and replies are stored as plain text and rendered escaped by the SPA. What is removed
 * here is what no reader should receive: control characters (other than line breaks in a
 * comment) and the Unicode bidirectional overrides that can make text display as something else.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** A multi-line text: CRLF → LF, controls removed, at most two blank lines in a row, trimmed. */
export function toPlainText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A one-line text (a name): every run of whitespace, line breaks included, becomes one space. */
export function toPlainLine(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value.replace(CONTROL, '').replace(/\s+/g, ' ').trim();
}
