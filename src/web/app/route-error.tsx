import { Component, useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../ui/button.tsx';
import { Page } from '../ui/page.tsx';

/** Shown when a page fails to render or its code fails to load (for example after a release). */
export function RouteError({ error }: { error: unknown }) {
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

interface RouteErrorBoundaryProps {
  /** The address shown: going elsewhere leaves the error behind. */
  location: string;
  children: ReactNode;
}

/** What failed to render, and at which address (null until the boundary's next render). */
interface Failure {
  failure: { error: unknown; location: string | null } | null;
}

/** Shows `RouteError` in place of what failed to render, until the customer goes elsewhere. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, Failure> {
  override state: Failure = { failure: null };

  static getDerivedStateFromError(error: unknown): Failure {
    return { failure: { error, location: null } };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, { failure }: Failure) {
    if (failure === null) return null;
    if (failure.location === null) return { failure: { ...failure, location: props.location } };
    return failure.location === props.location ? null : { failure: null };
  }

  override render() {
    const { failure } = this.state;
    return failure ? <RouteError error={failure.error} /> : this.props.children;
  }
}
