import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdle } from './lazy-part.tsx';

/** The page's idle moment, fired when a test says. */
let fireIdle: (() => void) | undefined;
window.requestIdleCallback = (run) => {
  fireIdle = () => run({ didTimeout: false, timeRemaining: () => 50 });
  return 1;
};
window.cancelIdleCallback = () => {};

afterEach(() => {
  vi.useRealTimers();
});

describe('useIdle', () => {
  it('waits once for the page to be idle, then tells the waiting parts one a task', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    function Part({ name }: { name: string }) {
      return <p>{`${name}: ${useIdle() ? 'idle' : 'waiting'}`}</p>;
    }
    render(
      <>
        <Part name="toasters" />
        <Part name="share dialog" />
        <Part name="hover preview" />
      </>,
    );
    const states = () => screen.getAllByRole('paragraph').map((part) => part.textContent);
    expect(states()).toEqual([
      'toasters: waiting',
      'share dialog: waiting',
      'hover preview: waiting',
    ]);
    expect(fireIdle).toBeDefined();

    act(() => fireIdle!());
    expect(states()).toEqual(['toasters: idle', 'share dialog: waiting', 'hover preview: waiting']);
    act(() => vi.advanceTimersToNextTimer());
    expect(states()).toEqual(['toasters: idle', 'share dialog: idle', 'hover preview: waiting']);
    act(() => vi.advanceTimersToNextTimer());
    expect(states()).toEqual(['toasters: idle', 'share dialog: idle', 'hover preview: idle']);

    // A part that comes later is idle from its first render.
    render(<Part name="panel" />);
    expect(screen.getByText('panel: idle')).toBeInTheDocument();
  });
});
