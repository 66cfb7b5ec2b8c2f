import { useCallback, useState } from 'react';

/** A page number that starts again at 1 whenever `resetKey` changes (another search or filter). */
export function useKeyedPage(resetKey: string) {
  const [state, setState] = useState({ key: resetKey, page: 1 });
  const page = state.key === resetKey ? state.page : 1;
  const setPage = useCallback((next: number) => setState({ key: resetKey, page: next }), [resetKey]);
  return [page, setPage] as const;
}
