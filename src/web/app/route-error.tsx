import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { Button, buttonVariants } from '../ui/button.tsx';
import { Page } from '../ui/page.tsx';

/** Shown when a page fails to render or its code fails to load (for example after a release). */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('A page failed to render', error);
  }, [error]);

  return (
    <Page
      title="Something went wrong"
      intro={<p>This page could not be shown. Reloading usually fixes it.</p>}
    >
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <Link to="/" className={buttonVariants({ variant: 'secondary' })}>
          Return to Home
        </Link>
      </div>
    </Page>
  );
}
