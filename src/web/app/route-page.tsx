import { Suspense } from 'react';
import { useParams } from 'react-router';
import { Spinner } from '../ui/spinner.tsx';
import { NotFound } from './not-found.tsx';
import { usePageMeta } from './page-meta.ts';
import { resolveMeta, type PageRoute } from './routes.ts';

function RouteMeta({ route }: { route: PageRoute }) {
  const params = useParams();
  usePageMeta({
    title: resolveMeta(route.title, params),
    description: resolveMeta(route.description, params),
    canonicalPath: route.canonicalPath,
  });
  return null;
}

function LoadedPage({ route }: { route: PageRoute }) {
  const Screen = route.Component;
  // Keyed by route so a new page shows the spinner instead of holding the old one on screen
  // (router updates run in transitions, which keep already revealed content).
  return (
    <>
      {!route.metaFromScreen && <RouteMeta route={route} />}
      <Suspense key={route.id} fallback={<Spinner />}>
        <Screen />
      </Suspense>
    </>
  );
}

/** One entry of the route table: metadata, page view, and the lazily loaded screen. */
export function RoutePage({ route }: { route: PageRoute }) {
  const params = useParams();
  if (route.accepts && !route.accepts(params)) return <NotFound />;
  return <LoadedPage route={route} />;
}
