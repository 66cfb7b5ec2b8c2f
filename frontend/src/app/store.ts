import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';

import { authPersistence, authSlice } from '@/features/auth/auth-slice';
import { cartPersistence, cartSlice } from '@/features/cart/cart-slice';
import { garagePersistence, garageSlice } from '@/features/garage/garage-slice';
import { api } from '@/lib/api';

/** Slices of lazy-loaded screens, added by their features (module augmentation) and injected with `injectInto`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  api,
  cartSlice,
  authSlice,
  garageSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  // One per store: screens add their listeners while mounted (dispatch(addListener(...)) returns the unsubscribe).
  const listeners = createListenerMiddleware();
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware()
        .prepend(
          listeners.middleware,
          cartPersistence.middleware,
          authPersistence.middleware,
          garagePersistence.middleware,
        )
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
