import { NotYetAvailable, Page } from '../../ui/page.tsx';

function ProgramPage({ title, intro }: { title: string; intro: string }) {
  return (
    <Page title={title} intro={<p>{intro}</p>}>
      <NotYetAvailable>Program details are not published yet.</NotYetAvailable>
    </Page>
  );
}

export function TradeProgramPage() {
  return (
    <ProgramPage
      title="Trade Program"
      intro="For trade buyers who furnish homes, rentals and offices: ordering, pricing and support for repeat projects."
    />
  );
}

export function CommercialProgramPage() {
  return (
    <ProgramPage
      title="Commercial Program"
      intro="Made-to-order Baltic birch storage for shops, offices, studios and hospitality, planned with our team."
    />
  );
}

export function InteriorDesignersPage() {
  return (
    <ProgramPage
      title="Made for Interior Designers"
      intro="Storage made to your plan for your clients: exact dimensions, our finish palette, and a workshop that builds what you draw."
    />
  );
}
