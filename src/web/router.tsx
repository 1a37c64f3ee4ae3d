import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { AdminArea } from './app/admin-area.tsx';
import { NotFound } from './app/not-found.tsx';
import { RequireSignedIn } from './app/require-signed-in.tsx';
import { RootLayout } from './app/root-layout.tsx';
import { RouteErrorBoundary } from './app/route-error.tsx';
import { RoutePage } from './app/route-page.tsx';
import {
  adminArea,
  PROFILE_HOME,
  pageRoutes,
  type PageRoute,
  type RouteParams,
} from './app/routes.ts';
import { useSession } from './entities/session/session.ts';
import { Spinner } from './ui/spinner.tsx';

interface RouteHandle {
  /** The page of the route table this route shows. */
  page: PageRoute;
}

function toRouteObject(route: PageRoute): RouteObject {
  const handle: RouteHandle = { page: route };
  return { path: route.path, element: <RoutePage route={route} />, handle };
}

const publicRoutes = pageRoutes.filter((route) => route.access !== 'signed-in');
const profileRoutes = pageRoutes.filter((route) => route.access === 'signed-in');

/** The shell around every page, with the header the page asks for. */
function Layout() {
  const { pathname } = useLocation();
  const found = pageAt(pathname);
  return (
    <RootLayout
      header={found?.page.header ?? 'default'}
      categorySlug={found?.params['category'] ?? ''}
    />
  );
}

/**
 * `/admin/*`: the admin for an admin (its code is asked for only then), and the shop's not-found
 * screen for anyone else — a visitor or a customer learns nothing of it, nor downloads any of it.
 * The server checks the role again on every admin call.
 */
function AdminGate() {
  const session = useSession();
  if (session.status === 'loading') return <Spinner />;
  if (session.status === 'signed-in' && session.user.isAdmin) {
    return <AdminArea user={session.user} />;
  }
  return (
    <RootLayout header="default" categorySlug="">
      <NotFound />
    </RootLayout>
  );
}

/** The app's routes, matched by `useRoutes` (`AppRoutes`) and by `pageAt` and `isAppPage`. */
export const appRoutes: RouteObject[] = [
  { path: adminArea.path, element: <AdminGate /> },
  {
    element: <Layout />,
    children: [
      ...publicRoutes.map(toRouteObject),
      {
        path: '/profile',
        element: <RequireSignedIn />,
        children: [
          { index: true, element: <Navigate to={PROFILE_HOME} replace /> },
          ...profileRoutes.map(toRouteObject),
          { path: '*', element: <NotFound /> },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/**
 * The page at the router's location, in the shell. A page that fails to render shows the error
 * inside the shell (`RootLayout`); the shell failing shows it alone.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return <RouteErrorBoundary location={pathname}>{useRoutes(appRoutes)}</RouteErrorBoundary>;
}

/**
 * Whether the app shows one of its pages at a path rather than its not-found screen: the server
 * answers the others with a real 404 (src/server/catalog/page-head.ts).
 */
export function isAppPage(pathname: string): boolean {
  const match = matchRoutes(appRoutes, pathname)?.at(-1);
  if (!match || match.route.path === '*') return false;
  const page = (match.route.handle as RouteHandle | undefined)?.page;
  return page?.accepts?.(match.params) ?? true;
}

type PageAtPath = { page: PageRoute; params: RouteParams } | undefined;

/**
 * The last path `pageAt` matched: the app's start and the layout both ask for the page a visit
 * opens at, and matching ranks the whole route table every time (2–8 ms on this machine, more on
 * a phone, in the takeover's longest task).
 */
let lastMatched: { pathname: string; found: PageAtPath } | undefined;

/** The page of the route table a path shows, with its params, if any (it may refuse them). */
export function pageAt(pathname: string): PageAtPath {
  if (lastMatched?.pathname === pathname) return lastMatched.found;
  const match = matchRoutes(appRoutes, pathname)?.at(-1);
  const page = (match?.route.handle as RouteHandle | undefined)?.page;
  const found = page && match ? { page, params: match.params } : undefined;
  lastMatched = { pathname, found };
  return found;
}
