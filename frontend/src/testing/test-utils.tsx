import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { routes } from '@/app/router';
import { makeStore, type AppStore, type RootState } from '@/app/store';

type ProviderOptions = Omit<RenderOptions, 'queries' | 'wrapper'> & {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** Initial URL, e.g. '/repuestos?search=filtro'. */
  route?: string;
};

function renderRouter(router: ReturnType<typeof createMemoryRouter>, store: AppStore, options: RenderOptions) {
  return {
    store,
    router,
    user: userEvent.setup(),
    ...render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
      options,
    ),
  };
}

/**
 * Renders a component with a fresh store and a memory router (the component matches every path, so it stays on
 * screen while tests navigate). `router.state.location` tells where navigation went.
 */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, store = makeStore(preloadedState), route = '/', ...renderOptions }: ProviderOptions = {},
) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  return renderRouter(router, store, renderOptions);
}

/** Renders the application's real route table at `route`. */
export function renderApp(
  route: string,
  { preloadedState, store = makeStore(preloadedState), ...renderOptions }: Omit<ProviderOptions, 'route'> = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  return renderRouter(router, store, renderOptions);
}

export * from '@testing-library/react';
