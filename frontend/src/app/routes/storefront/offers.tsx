import { OffersListing } from '@/features/catalog/components/offers-listing';

export function OffersRoute() {
  return <OffersListing />;
}
