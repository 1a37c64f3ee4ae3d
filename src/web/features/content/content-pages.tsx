import { NotYetAvailable, Page } from '../../ui/page.tsx';

function ContentPage({ title, intro }: { title: string; intro: string }) {
  return (
    <Page title={title} intro={<p>{intro}</p>}>
      <NotYetAvailable>This page is not published yet.</NotYetAvailable>
    </Page>
  );
}

export function AssemblyPage() {
  return (
    <ContentPage
      title="Assembly"
      intro="How our modular furniture goes together: the tools you need, how long it takes, and tips for building a piece on your own."
    />
  );
}

export function ManufacturingPage() {
  return (
    <ContentPage
      title="Manufacturing"
      intro="How your furniture is made in California: cutting the birch, laminating the fronts, finishing the edges and packing every panel."
    />
  );
}

export function SustainabilityPage() {
  return (
    <ContentPage
      title="Sustainability"
      intro="The materials we choose, how we keep waste low in the workshop, and the tree we plant for every custom shelf order."
    />
  );
}
