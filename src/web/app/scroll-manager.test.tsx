import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollManager } from './scroll-manager.tsx';

/** A page whose heading arrives a moment after the page changed, as a lazily loaded page's does. */
function LatePage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 300);
    return () => clearTimeout(timer);
  }, []);
  return <main>{ready && <h1>Late page</h1>}</main>;
}

function renderShop() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <ScrollManager />
      <header>
        <Link to="/late">Go</Link>
        <button type="button">Account menu</button>
      </header>
      <Routes>
        <Route
          path="/"
          element={
            <main>
              <h1>Home</h1>
            </main>
          }
        />
        <Route path="/late" element={<LatePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ScrollManager', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.scrollTo = vi.fn() as typeof window.scrollTo;
  });
  afterEach(() => vi.useRealTimers());

  /** Follows the link to the late page; `meanwhile` runs 100 ms in, before its heading arrives. */
  async function goToLatePage(meanwhile: () => void = () => undefined) {
    renderShop();
    const link = screen.getByRole('link', { name: 'Go' });
    link.focus();
    act(() => link.click());
    await act(() => vi.advanceTimersByTimeAsync(100));
    meanwhile();
    // The heading arrives at 300 ms; the next try finds it.
    await act(() => vi.advanceTimersByTimeAsync(250));
    await act(() => vi.advanceTimersByTimeAsync(200));
    return screen.getByRole('heading', { name: 'Late page' });
  }

  it('moves focus to the new page’s heading once it arrives', async () => {
    expect(await goToLatePage()).toHaveFocus();
  });

  it('leaves focus where the customer put it with a press while the page was loading', async () => {
    let pressed: HTMLElement | undefined;
    const heading = await goToLatePage(() => {
      pressed = screen.getByRole('button', { name: 'Account menu' });
      pressed.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      pressed.focus();
    });
    expect(heading).toBeInTheDocument();
    expect(pressed).toHaveFocus();
  });
});
