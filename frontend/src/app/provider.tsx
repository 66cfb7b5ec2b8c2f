import { setupListeners } from '@reduxjs/toolkit/query';
import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';

import { makeStore } from '@/app/store';

export function AppProvider({ children }: { children: ReactNode }) {
  const [store] = useState(makeStore);

  // Refetch on focus/reconnect for endpoints that opt in.
  useEffect(() => setupListeners(store.dispatch), [store]);

  return <Provider store={store}>{children}</Provider>;
}
