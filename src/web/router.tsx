import { Navigate, type RouteObject } from 'react-router';
import { NotFound } from './app/not-found.tsx';
import { RequireSignedIn } from './app/require-signed-in.tsx';
import { RootLayout, type RouteHandle } from './app/root-layout.tsx';
import { RouteError } from './app/route-error.tsx';
import { RoutePage } from './app/route-page.tsx';
import { PROFILE_HOME, pageRoutes, type PageRoute } from './app/routes.ts';

function toRouteObject(route: PageRoute): RouteObject {
  const handle: RouteHandle = { header: route.header ?? 'default' };
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
