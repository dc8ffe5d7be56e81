import { beforeEach, vi } from 'vitest';

/** The carousel measures itself with observers that jsdom lacks. */
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/**
 * Before each test, stands in for the observers and media queries jsdom lacks, so that carousels
 * render; no media query matches.
 */
export function stubLayoutObserversEachTest() {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', NoopObserver);
    vi.stubGlobal('IntersectionObserver', NoopObserver);
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }));
  });
}
