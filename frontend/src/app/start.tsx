import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { AppProvider } from '@/app/provider';
import { AppRouter, createAppRouter, type AppRouterInstance } from '@/app/router';
import { makeStore } from '@/app/store';
import { seedPageData } from '@/features/catalog/api/page-data';
import { seedGaragePageData } from '@/features/garage/api/page-data';
import { readPageData } from '@/lib/page-data';

/** Lets the browser run what is waiting (input, a frame) before going on: start-up in several short tasks. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Resolves once the router has matched the first page and loaded its screen (lazy routes). */
function firstScreenLoaded(router: AppRouterInstance): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Starts the SPA in #root (main.tsx imports this after the first paint). The markup the server wrote
 * there stays on screen until React's first render, which shows the same content: the API cache is
 * seeded with the server's page data and the first page's screen is loaded before rendering, so there
 * is no loading state, no layout shift and no second request for what the page already carries.
 */
export async function startApp(container: HTMLElement) {
  const store = makeStore();
  const pageData = readPageData();
  seedPageData(store.dispatch, pageData);
  seedGaragePageData(store.dispatch, pageData);
  await nextTask();
  const router = createAppRouter();
  await firstScreenLoaded(router);
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser between them (a long first render would
  // otherwise be one long task blocking input); the server markup stays on screen until the commit.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProvider store={store}>
          <AppRouter router={router} />
        </AppProvider>
      </StrictMode>,
    );
  });
}
