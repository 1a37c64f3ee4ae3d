import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { twMerge } from 'tailwind-merge';
import { afterEach } from 'vitest';
import { checkClassLists } from '../src/web/lib/cn.ts';

// What the shell loads on first use (menus, dialogs, toasters) arrives as its own module: on a
// busy machine running the tests with coverage that can take longer than the library's default
// second of waiting.
configure({ asyncUtilTimeout: 3_000 });

// The shop joins class names without merging them (src/web/lib/cn.ts): two classes that set one
// property would leave the winner to the stylesheet's order. tailwind-merge knows which classes
// conflict; a list it would shorten fails the test (test/fail-on-console-error.ts).
checkClassLists((classes) => {
  const distinct = new Set(classes.split(' ').filter(Boolean));
  const merged = twMerge(classes).split(' ').filter(Boolean);
  if (merged.length < distinct.size) {
    const dropped = [...distinct].filter((name) => !merged.includes(name));
    console.error(`Conflicting classes: ${dropped.join(' ')} in "${classes}"`);
  }
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
