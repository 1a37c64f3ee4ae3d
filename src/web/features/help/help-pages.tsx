import { NotYetAvailable, Page } from '../../ui/page.tsx';

export function FaqPage() {
  return (
    <Page
      title="Frequently Asked Questions"
      intro={
        <p>
          Answers about our materials, sizes, lead times, shipping, assembly, returns and caring for
          your furniture.
        </p>
      }
    >
      <NotYetAvailable>The answers are not published yet.</NotYetAvailable>
    </Page>
  );
}

export function ContactPage() {
  return (
    <Page
      title="Contact Us"
      intro={
        <p>
          Questions about a design, an order or a delivery go straight to the people who design and
          build your furniture.
        </p>
      }
    >
      <NotYetAvailable>The contact form is not online yet.</NotYetAvailable>
    </Page>
  );
}
