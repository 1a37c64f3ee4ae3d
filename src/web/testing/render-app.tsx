import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import type { Session } from '../entities/session/session.ts';
import { AppRoutes } from '../router.tsx';

/** What a test reads and does of the app's router: where it is, and going somewhere. */
export interface TestRouter {
  readonly location: Location;
  /**
   * Goes to `to` (a number moves through the history: -1 is Back); settles a task later, so
   * `await act(() => router.navigate(to))` holds the act scope open while the page that answers it
   * renders and starts its work.
   */
  navigate(to: string | number): Promise<void>;
}

/** Hands a test the router's location and navigate function, after every render. */
export function RouterProbe({
  onRender,
}: {
  onRender: (location: Location, navigate: (to: string | number) => void) => void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    onRender(location, (to) => void (typeof to === 'number' ? navigate(to) : navigate(to)));
  });
  return null;
}

/** The whole app at `path`, in a memory router, as a visitor would see it. */
export function renderApp(path: string, { session }: { session?: Session } = {}) {
  let seen: { location: Location; navigate: (to: string | number) => void } | undefined;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <AppProviders queryClient={queryClient} {...(session ? { session } : {})}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <RouterProbe onRender={(location, navigate) => (seen = { location, navigate })} />
      </MemoryRouter>
    </AppProviders>,
  );
  const rendered = () => {
    if (!seen) throw new Error('the app has not rendered');
    return seen;
  };
  const router: TestRouter = {
    get location() {
      return rendered().location;
    },
    navigate: (to) => {
      rendered().navigate(to);
      return new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
  return { router, ...view };
}
