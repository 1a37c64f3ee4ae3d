import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { markBannerSettled } from '../src/web/lib/banner-settled.ts';

// Pages show at once in component tests: waiting for the banner on the first load is about layout
// shift, which only a browser measures (e2e/shell.spec.ts).
markBannerSettled();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
