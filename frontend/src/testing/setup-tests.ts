import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';

import { server } from '@/testing/mocks/server';

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
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterAll(() => server.close());
