/** An http(s) address or a path on this site ('/uploads/…'); protocol-relative '//host' addresses are refused. */
export function isImageUrl(value: string): boolean {
  const url = value.trim();
  if (/\s/.test(url)) return false;
  if (url.startsWith('/')) return url.length > 1 && !url.startsWith('//');
  return /^https?:\/\/[^/]+/i.test(url);
}
