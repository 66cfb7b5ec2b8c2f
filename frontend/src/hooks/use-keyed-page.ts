import { useCallback, useState } from 'react';

/**
 * A page number that starts again at 1 whenever `resetKey` changes (another search or filter): a page number belongs
 * to the filters it was chosen under.
 */
export function useKeyedPage(resetKey: string) {
  const [state, setState] = useState({ key: resetKey, page: 1 });
  const page = state.key === resetKey ? state.page : 1;
  const setPage = useCallback((next: number) => setState({ key: resetKey, page: next }), [resetKey]);
  return [page, setPage] as const;
}

/**
 * Call while rendering a paged list: once the list has loaded, a page past its last one (its rows were deleted or
 * moved to another filter meanwhile) moves to the last page.
 */
export function keepPageInRange(
  page: number,
  setPage: (page: number) => void,
  loaded: { totalPages: number; total: number } | undefined,
  isFetching: boolean,
) {
  if (loaded && !isFetching && page > 1 && page > loaded.totalPages && loaded.total > 0) {
    setPage(Math.max(1, loaded.totalPages));
  }
}
