import { NotYetAvailable, Page } from '../../ui/page.tsx';

export function BestDesignsPage() {
  return (
    <Page
      title="Best Designs"
      intro={
        <p>
          Favorite designs from our customers and our workshop, ready to order as they are or to
          change in the configurator.
        </p>
      }
    >
      <NotYetAvailable>The collection is not published yet.</NotYetAvailable>
    </Page>
  );
}
