import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Tests of build-time code run without a browser (`@vitest-environment node`).
  globalThis.localStorage?.clear();
});
