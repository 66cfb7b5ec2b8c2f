import { useShopSettings } from '@/lib/shop-settings-api';

import './logo.css';

type LogoProps = {
  tone?: 'dark' | 'light';
  tagline?: string;
};

/** The shop's word mark: a gear badge and the shop's name from its settings. Wrap it in a link to give it a destination. */
export function Logo({ tone = 'dark', tagline = 'Repuestos automotrices' }: LogoProps) {
  const { storeName } = useShopSettings();
  return (
    <span className={`logo logo--${tone}`}>
      <svg className="logo__mark" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="10" className="logo__badge" />
        <path
          className="logo__gear"
          d="M20 8.5l2.3 2.9 3.6-.9.8 3.6 3.5 1.3-1.3 3.5 2.1 3.1-3.1 2.1.3 3.7-3.7.3-2.1 3.1-3.1-2.1-3.5 1.3-1.3-3.5-3.6-.8.9-3.6-2.9-2.3 2.9-2.3-.9-3.6 3.6-.8 1.3-3.5 3.5 1.3z"
        />
        <circle cx="20" cy="20" r="4.6" className="logo__hub" />
      </svg>
      <span className="logo__text">
        <span className="logo__name">{storeName}</span>
        {tagline && <span className="logo__tagline">{tagline}</span>}
      </span>
    </span>
  );
}
