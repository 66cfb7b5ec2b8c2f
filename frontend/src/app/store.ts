import { combineSlices, configureStore } from '@reduxjs/toolkit';

import { authPersistence, authSlice } from '@/features/auth/auth-slice';
import { cartPersistence, cartSlice } from '@/features/cart/cart-slice';
import { garagePersistence, garageSlice } from '@/features/garage/garage-slice';
import { api } from '@/lib/api';

export const rootReducer = combineSlices(api, cartSlice, authSlice, garageSlice);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware()
        .prepend(cartPersistence.middleware, authPersistence.middleware, garagePersistence.middleware)
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
