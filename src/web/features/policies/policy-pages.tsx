import { Link } from 'react-router';
import { NotYetAvailable, Page } from '../../ui/page.tsx';

/** What this site really does with the visitor's browser today; kept true as features land. */
export function PrivacyPolicyPage() {
  return (
    <Page
      title="Privacy Policy"
      intro={
        <p>
          What personal information we collect when you visit and shop, why, how long we keep it,
          and the choices you have.
        </p>
      }
    >
      <div className="max-w-2xl space-y-8">
        <section aria-labelledby="privacy-browser">
          <h2 id="privacy-browser" className="text-xl font-semibold">
            What your browser keeps
          </h2>
          <p className="mt-3 text-ink-muted">
            Your cart, your wishlist and your cookie choice are saved in your own browser so they
            are still there on your next visit. They are not sent to anyone while you are signed
            out.
          </p>
        </section>
        <section aria-labelledby="privacy-consent">
          <h2 id="privacy-consent" className="text-xl font-semibold">
            Only after you accept cookies
          </h2>
          <p className="mt-3 text-ink-muted">
            If you choose Accept in the cookie banner, we load a tag manager that measures visits
            and, where it is set up, a support chat from Intercom. If you choose Decline, neither is
            loaded.
          </p>
        </section>
        <section aria-labelledby="privacy-newsletter">
          <h2 id="privacy-newsletter" className="text-xl font-semibold">
            Newsletter
          </h2>
          <p className="mt-3 text-ink-muted">
            When you subscribe in the footer, we store your email address to send you news about our
            designs.
          </p>
        </section>
        <NotYetAvailable>
          The full policy, covering accounts and orders, is not published yet. Questions can go to
          us through the{' '}
          <Link to="/contact" className="underline underline-offset-4">
            contact page
          </Link>
          .
        </NotYetAvailable>
      </div>
    </Page>
  );
}

function PolicyPage({ title, intro }: { title: string; intro: string }) {
  return (
    <Page title={title} intro={<p>{intro}</p>}>
      <NotYetAvailable>The full text of this policy is not published yet.</NotYetAvailable>
    </Page>
  );
}

export function TermsOfUsePage() {
  return (
    <PolicyPage
      title="Terms of Use"
      intro="The terms that apply when you use this website, design furniture in our configurators and place an order."
    />
  );
}

export function ReturnPolicyPage() {
  return (
    <PolicyPage
      title="Return Policy"
      intro="How returns work for furniture made to order: what can be returned, within what time, and how refunds are paid."
    />
  );
}

export function ShippingPolicyPage() {
  return (
    <PolicyPage
      title="Shipping Policy"
      intro="Where we ship, how orders are packed and sent, how shipping costs are worked out, and when to expect your delivery."
    />
  );
}

export function WarrantyPage() {
  return (
    <PolicyPage
      title="Warranty"
      intro="What our warranty covers on the birch, the laminate fronts and the hardware, how long it lasts, and how to make a claim."
    />
  );
}
