import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { NotFound } from './app/not-found.tsx';
import { RequireSignedIn } from './app/require-signed-in.tsx';
import { RootLayout, type RouteHandle } from './app/root-layout.tsx';
import { RouteError } from './app/route-error.tsx';
import { RoutePage } from './app/route-page.tsx';
import { PROFILE_HOME, pageRoutes, type PageRoute, type RouteParams } from './app/routes.ts';

function toRouteObject(route: PageRoute): RouteObject {
  const handle: RouteHandle = { header: route.header ?? 'default', page: route };
  return { path: route.path, element: <RoutePage route={route} />, handle };
}

const publicRoutes = pageRoutes.filter((route) => route.access !== 'signed-in');
const profileRoutes = pageRoutes.filter((route) => route.access === 'signed-in');

/** The route objects for `createBrowserRouter` (and `createMemoryRouter` in tests). */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // Errors inside a page keep the header and footer around them.
        errorElement: <RouteError />,
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
    ],
  },
];

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

/** The page of the route table a path shows, with its params, if any (it may refuse them). */
export function pageAt(pathname: string): { page: PageRoute; params: RouteParams } | undefined {
  const match = matchRoutes(appRoutes, pathname)?.at(-1);
  const page = (match?.route.handle as RouteHandle | undefined)?.page;
  return page && match ? { page, params: match.params } : undefined;
}
