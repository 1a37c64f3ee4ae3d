import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { twMerge } from 'tailwind-merge';
import { afterEach, beforeEach } from 'vitest';
import { checkClassLists } from '../src/web/lib/cn.ts';
import { answerFetch } from '../src/web/testing/answer-fetch.ts';

// What the shell loads on first use (menus, dialogs, toasters) arrives as its own module: on a
// busy or slow machine running the tests with coverage that can take several times the library's
// default second of waiting. A test that passes waits no longer for it.
configure({ asyncUtilTimeout: 8_000 });

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

// The network's edge for a test that answers nothing itself (src/web/testing/answer-fetch.ts):
// the shell's own reads answer as the API does with no banner running, any other path 404. Node's
// fetch cannot read the page's relative addresses, and would fail each with an error the page logs.
let restoreFetch = () => {};
beforeEach(() => {
  restoreFetch = answerFetch({});
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  restoreFetch();
});
