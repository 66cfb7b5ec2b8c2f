import { setupListeners } from '@reduxjs/toolkit/query';
import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';

import { type AppStore, makeStore } from '@/app/store';

/** `store`: one already prepared (start.tsx seeds it with the page's data); a new one otherwise. */
export function AppProvider({ children, store: given }: { children: ReactNode; store?: AppStore }) {
  const [store] = useState(() => given ?? makeStore());

  // Refetch on focus/reconnect for endpoints that opt in.
  useEffect(() => setupListeners(store.dispatch), [store]);

  return <Provider store={store}>{children}</Provider>;
}
