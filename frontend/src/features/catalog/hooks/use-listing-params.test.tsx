import { describe, expect, it } from 'vitest';

import { useListingParams } from '@/features/catalog/hooks/use-listing-params';
import { renderWithProviders, screen } from '@/testing/test-utils';

const SORTS = ['relevance', 'price-low'] as const;

function ListingParamsProbe() {
  const { page, sort, onlyFitting, setOnlyFitting, setPage } = useListingParams(SORTS, 'relevance');
  return (
    <>
      <output aria-label="estado">{`page=${page} sort=${sort} onlyFitting=${onlyFitting}`}</output>
      <button type="button" onClick={() => setOnlyFitting(!onlyFitting)}>
        Alternar
      </button>
      <button type="button" onClick={() => setPage(3)}>
        Página 3
      </button>
    </>
  );
}

describe('useListingParams: the compatible-only toggle', () => {
  it('reads ?compatibles=1 and ignores other values', () => {
    renderWithProviders(<ListingParamsProbe />, { route: '/repuestos?compatibles=1&sort=price-low&page=2' });
    expect(screen.getByRole('status', { name: 'estado' })).toHaveTextContent('page=2 sort=price-low onlyFitting=true');
  });

  it('is off for any other value', () => {
    renderWithProviders(<ListingParamsProbe />, { route: '/repuestos?compatibles=true' });
    expect(screen.getByRole('status', { name: 'estado' })).toHaveTextContent('onlyFitting=false');
  });

  it('turns on and off in the URL, back to page 1, keeping search and sort', async () => {
    const { user, router } = renderWithProviders(<ListingParamsProbe />, {
      route: '/repuestos?search=pastilla&sort=price-low&page=2',
    });

    await user.click(screen.getByRole('button', { name: 'Alternar' }));
    expect(router.state.location.search).toBe('?search=pastilla&sort=price-low&compatibles=1');
    expect(screen.getByRole('status', { name: 'estado' })).toHaveTextContent('page=1 sort=price-low onlyFitting=true');

    // Paging keeps it.
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(router.state.location.search).toBe('?search=pastilla&sort=price-low&compatibles=1&page=3');

    await user.click(screen.getByRole('button', { name: 'Alternar' }));
    expect(router.state.location.search).toBe('?search=pastilla&sort=price-low');
  });
});
