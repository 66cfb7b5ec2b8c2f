/**
 * HTML built on the server for the SPA's index.html (spa-page-data.ts): every value that goes into
 * markup passes through here, escaped, so a product title such as '</script><b>"x"' stays text.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an element's content or a quoted attribute value. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);

/**
 * JSON that cannot end its <script> element or open a comment ('</script>', '<!--' in a shop name):
 * every '<' is written as its JSON escape, as are the two line separators old parsers choke on.
 */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Markup already escaped (built by `html`): inserted as it is. */
export class SafeHtml {
  constructor(readonly value: string) {}

  toString(): string {
    return this.value;
  }
}

export type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return (value as readonly HtmlValue[]).map(render).join('');
  return escapeHtml(String(value as string | number));
}

/**
 * Tagged template for markup: interpolated strings and numbers are escaped, nested `html` results
 * and arrays of them are inserted, null/undefined/false leave nothing. `html\`<a href="${url}">${title}</a>\``.
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0];
  for (let index = 0; index < values.length; index++) out += render(values[index]) + strings[index + 1];
  return new SafeHtml(out);
}
