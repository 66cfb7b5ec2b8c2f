import { useLocation } from 'react-router-dom';

import { Deferred } from '@/components/ui/deferred';
import { PageTitle } from '@/components/ui/page-title';
import { useGetCategoriesQuery } from '@/features/catalog/api/catalog-api';
import { CategorySlider } from '@/features/catalog/components/category-slider';
import { FeaturedProducts, useFeaturedProducts } from '@/features/catalog/components/featured-products';
import { HomeOffers, useHomeOffers } from '@/features/catalog/components/home-offers';
import { VehicleFinder } from '@/features/garage/components/vehicle-finder';
import { HeroBanner } from '@/features/home/components/hero-banner';
import { PaymentFlow } from '@/features/home/components/payment-flow';
import { StoreBenefits } from '@/features/home/components/store-benefits';
import { StorePolicies } from '@/features/home/components/store-policies';
import { useScrollToHash } from '@/hooks/use-scroll-to-hash';

export function HomeRoute() {
  // One subscription each, handed to the sections below (they may mount later, deferred), and used to know when the
  // page has its final height.
  const categories = useGetCategoriesQuery();
  const featured = useFeaturedProducts();
  const offers = useHomeOffers();
  useScrollToHash(!categories.isLoading && !featured.isLoading && !offers.isLoading);
  // Opened at one of its sections (/#devoluciones): everything at once, so the section is where the page scrolls.
  const atSection = useLocation().hash !== '';

  return (
    <>
      <PageTitle page="Repuestos automotrices en Chile" nameFirst />
      <HeroBanner />
      <VehicleFinder />
      <StoreBenefits />
      <CategorySlider />
      {/* Below the first screen: rendered when near the window or when the browser is idle (issue 22). */}
      <Deferred immediately={atSection}>
        <HomeOffers offers={offers} />
      </Deferred>
      <Deferred immediately={atSection}>
        <FeaturedProducts featured={featured} />
      </Deferred>
      <Deferred immediately={atSection}>
        <StorePolicies />
      </Deferred>
      <Deferred immediately={atSection}>
        <PaymentFlow />
      </Deferred>
    </>
  );
}
