import { NotYetAvailable, Page } from '../../ui/page.tsx';

export function AssemblyInstructionsPage() {
  return (
    <Page
      title="Assembly Instructions"
      intro={
        <p>
          Step-by-step instructions made for the exact pieces in an order, listing every panel and
          fitting in the box.
        </p>
      }
    >
      <NotYetAvailable>
        Instructions are made from an order, and orders cannot be placed yet.
      </NotYetAvailable>
    </Page>
  );
}
