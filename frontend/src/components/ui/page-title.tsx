import { useShopSettings } from '@/lib/shop-settings-api';

type PageTitleProps = {
  page: string;
  /** Admin pages read '{page} | Administración {shop}'. */
  area?: 'storefront' | 'admin';
  /** The home page leads with the shop's name: '{shop} | {page}'. */
  nameFirst?: boolean;
};

/** The document title with the shop's name from its settings (just the page until they are known). */
export function PageTitle({ page, area = 'storefront', nameFirst = false }: PageTitleProps) {
  const { storeName } = useShopSettings();
  if (!storeName) return <title>{page}</title>;
  if (nameFirst) return <title>{`${storeName} | ${page}`}</title>;
  return <title>{`${page} | ${area === 'admin' ? `Administración ${storeName}` : storeName}`}</title>;
}
