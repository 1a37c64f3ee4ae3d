import '../testing/jsdom-polyfills.ts';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterProbe } from '../testing/render-app.tsx';
import { AppProviders } from './providers.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

function Broken(): never {
  throw new Error('this page is broken');
}

let go: (path: string) => void = () => undefined;

function Shell() {
  const { pathname } = useLocation();
  return (
    <>
      <p>Header</p>
      <RouteErrorBoundary location={pathname}>
        <Routes>
          <Route path="/broken" element={<Broken />} />
          <Route path="/fine" element={<h1>Fine</h1>} />
        </Routes>
      </RouteErrorBoundary>
    </>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('a page that fails to render', () => {
  it('shows the error in its place, keeps what is around it, and is left behind on leaving', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/broken']}>
          <Shell />
          <RouterProbe onRender={(_, navigate) => (go = navigate)} />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByText('Header')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(logged).toHaveBeenCalledWith('A page failed to render', expect.any(Error));

    act(() => go('/fine'));
    expect(await screen.findByRole('heading', { name: 'Fine' })).toBeVisible();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();

    act(() => go('/broken'));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  });
});
