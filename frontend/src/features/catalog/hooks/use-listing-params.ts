import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import { FITMENT_FILTER_PARAM } from '@/config/constants';

/** A positive integer from a query value or route parameter, otherwise null. */
export function parsePositiveInt(value: string | null | undefined): number | null {
  const text = value?.trim() ?? '';
  if (!/^\d+$/.test(text)) return null;
  const number = Number(text);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

type ParamChanges = Record<string, string | number | null | undefined>;

function scrollToTop() {
  window.scrollTo({ top: 0 });
}

/**
 * Page, sort and the 'only parts that fit my vehicle' toggle of a listing, kept in the URL (?page=&sort=&compatibles=1)
 * so back/forward, reloads and shared links restore them. Changing the sort or any filter goes back to page 1;
 * changing the page scrolls to the top.
 */
export function useListingParams<S extends string>(sortValues: readonly S[], defaultSort: S) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePositiveInt(searchParams.get('page')) ?? 1;
  const requestedSort = searchParams.get('sort');
  const sort = sortValues.find((value) => value === requestedSort) ?? defaultSort;
  const onlyFitting = searchParams.get(FITMENT_FILTER_PARAM) === '1';

  /** Applies the changes (null/'' removes a parameter) and resets the page unless the page is among them. */
  const updateParams = useCallback(
    (changes: ParamChanges) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (!('page' in changes)) next.delete('page');
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        // Filters and sort keep the scroll position; page changes scroll to the top themselves.
        { preventScrollReset: !('page' in changes) },
      );
    },
    [setSearchParams],
  );

  const setPage = useCallback(
    (nextPage: number) => {
      updateParams({ page: nextPage > 1 ? nextPage : null });
      scrollToTop();
    },
    [updateParams],
  );

  const setSort = useCallback(
    (nextSort: S) => updateParams({ sort: nextSort === defaultSort ? null : nextSort }),
    [updateParams, defaultSort],
  );

  const setOnlyFitting = useCallback(
    (enabled: boolean) => updateParams({ [FITMENT_FILTER_PARAM]: enabled ? '1' : null }),
    [updateParams],
  );

  return { searchParams, page, sort, onlyFitting, setPage, setSort, setOnlyFitting, updateParams };
}
