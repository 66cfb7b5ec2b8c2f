/**
 * Query parameters that carry personal data or bearer-like secrets: the guest order lookup's e-mail,
 * Webpay's return tokens, Google's OAuth code/state. Access logs keep the parameter but not its value.
 */
const SECRET_QUERY_PARAMS = new Set(['email', 'token', 'token_ws', 'tbk_token', 'tbk_id_sesion', 'code', 'state']);

/** The request URL as it may be written to a log: secret query values replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const rawName = separator < 0 ? pair : pair.slice(0, separator);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // Malformed escapes: compare the raw text.
      }
      return separator >= 0 && SECRET_QUERY_PARAMS.has(name.toLowerCase()) ? `${rawName}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}
