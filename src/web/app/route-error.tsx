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

/** Shows `RouteError` in place of what failed to render, until the customer goes elsewhere. */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  { failed: { error: unknown; location: string } | null }
> {
  override state: { failed: { error: unknown; location: string } | null } = { failed: null };

  static getDerivedStateFromError(error: unknown) {
    // The location is filled in below, from the props the failure happened under.
    return { failed: { error, location: '' } };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: { failed: { error: unknown; location: string } | null },
  ) {
    if (state.failed === null) return null;
    if (state.failed.location === '')
      return { failed: { ...state.failed, location: props.location } };
    return state.failed.location === props.location ? null : { failed: null };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.failed.error} /> : this.props.children;
  }
}
