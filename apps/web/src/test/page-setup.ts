// Set-up of the page tests (vitest.config.ts, project "pages"): what jsdom lacks and Ant Design
// needs, the API server's life, and a clean page, cache and storage after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { apiServer } from './api-server';

/**
 * window.matchMedia: a desktop reader who asks for less motion, so antd's dialogs, menus and
 * toasts come and go without their animations.
 */
function matchMedia(query: string): MediaQueryList {
  return {
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}

class NoResizeObserver implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
Object.defineProperty(window, 'ResizeObserver', { configurable: true, value: NoResizeObserver });
// jsdom lays nothing out: scrolling is a no-op rather than "not implemented"
Object.defineProperty(window, 'scrollTo', { configurable: true, value: () => undefined });
Element.prototype.scrollIntoView = () => undefined;
// nor styles pseudo-elements: antd measures the scrollbar's when a dialog opens
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

// a busy machine (the test lanes run side by side) may take seconds over a first render
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  apiServer.resetHandlers();
  queryClient.clear();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => apiServer.close());
