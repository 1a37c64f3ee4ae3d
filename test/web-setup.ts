import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// What the shell loads on first use (menus, dialogs, toasters) arrives as its own module: on a
// busy machine running the tests with coverage that can take longer than the library's default
// second of waiting.
configure({ asyncUtilTimeout: 3_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
