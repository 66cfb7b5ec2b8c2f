import { paths } from '@/config/paths';

// Characters browsers drop or treat as path separators when they parse a URL: '/\evil.com' and '/\tevil.com'
// would otherwise leave the site.
function hasUnsafeCharacter(value: string): boolean {
  for (const character of value) {
    const code = character.charCodeAt(0);
    if (character === '\\' || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Where to go after signing in: the `returnUrl` when it is a same-site path ('/account/orders?page=2'), otherwise
 * '/'. Protocol-relative ('//evil.com') and absolute URLs ('https://evil.com') are refused, so a crafted login link
 * cannot send the shopper to another site (open redirect). The login page itself is refused too.
 */
export function safeReturnUrl(value: string | null | undefined): string {
  const fallback = paths.home.getHref();
  if (!value || !value.startsWith('/') || value.startsWith('//') || hasUnsafeCharacter(value)) return fallback;
  try {
    const base = window.location.origin;
    const url = new URL(value, base);
    if (url.origin !== base || url.pathname === paths.login.path) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
