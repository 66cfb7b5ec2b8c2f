import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';

import { resetMockDatabases, server } from '@/testing/mocks/server';

// Lazy route chunks load through dynamic import; on a busy 2-core CI machine that can take more
// than Testing Library's default 1 s, which made findBy* queries flaky.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks layout and scrolling APIs that the layout and ScrollRestoration call.
const noop = () => {};
Object.defineProperty(window, 'scrollTo', { value: noop, writable: true });
Element.prototype.scrollBy ??= noop;
Element.prototype.scrollTo ??= noop;
Element.prototype.scrollIntoView ??= noop;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: noop,
    removeEventListener: noop,
    addListener: noop,
    removeListener: noop,
    dispatchEvent: () => false,
  }) as MediaQueryList;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetMockDatabases();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterAll(() => server.close());
