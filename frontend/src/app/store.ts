import { combineSlices, configureStore } from '@reduxjs/toolkit';

import { cartPersistence, cartSlice } from '@/features/cart/cart-slice';
import { api } from '@/lib/api';

export const rootReducer = combineSlices(api, cartSlice);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(cartPersistence.middleware).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
