import { expect, it, vi } from 'vitest';
import { cn } from './cn.ts';

it('joins the classes it is given, skipping the false and empty ones, and merges nothing', () => {
  expect(cn('flex gap-2', false, undefined, { hidden: false, 'px-3': true })).toBe(
    'flex gap-2 px-3',
  );
  expect(cn('px-3', 'pr-12')).toBe('px-3 pr-12');
});

it('reports two classes that set one property to the web tests, naming the one that loses', () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  cn('inline-flex items-center', 'items-start');
  cn('px-3 text-sm text-ink-muted', 'pr-12');
  expect(logged).toHaveBeenCalledTimes(1);
  expect(logged).toHaveBeenCalledWith(
    'Conflicting classes: items-center in "inline-flex items-center items-start"',
  );
});
