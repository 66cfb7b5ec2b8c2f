import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';

/** Starts the SPA in #root, replacing the markup the server wrote there (loaded by main.tsx after the first paint). */
export function startApp(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
}
