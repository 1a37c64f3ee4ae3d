import { Link } from 'react-router';
import { MessageForm } from '../../entities/message/message-form.tsx';
import { SHOP_PROMISES } from '../../lib/shop-promises.ts';
import { Page } from '../../ui/page.tsx';
import { Prose } from '../../ui/prose.tsx';

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
      <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="text-2xl font-semibold tracking-tight">
            Write to us
          </h2>
          <p className="mt-2 mb-6 max-w-xl text-ink-muted">
            A person on our team reads every message and answers by e-mail within{' '}
            {SHOP_PROMISES.answerWithinWorkingDays} working days. About an order? Put its number (it
            starts with BC-) in your message.
          </p>
          <MessageForm kind="contact" label="Contact form" />
        </section>
        <aside aria-labelledby="contact-help-heading">
          <Prose>
            <h2 id="contact-help-heading">Quick answers</h2>
            <ul>
              <li>
                Sizes, materials, lead times and shipping: see the{' '}
                <Link to="/faq">frequently asked questions</Link>.
              </li>
              <li>
                Where your order is: open it from your order confirmation e-mail, or see{' '}
                <Link to="/profile/order-status">Order status</Link> when signed in.
              </li>
              <li>
                Putting a piece together: the <Link to="/assembly">assembly guide</Link> and the
                instructions for your order.
              </li>
              <li>
                Returns and repairs: our <Link to="/return-policy">return policy</Link> and{' '}
                <Link to="/warranty">warranty</Link>.
              </li>
            </ul>
            <h2>For businesses</h2>
            <p>
              Furnishing homes, offices or client projects? Apply to our{' '}
              <Link to="/trade-program">trade program</Link>,{' '}
              <Link to="/commercial-program">commercial program</Link> or{' '}
              <Link to="/made-for-interior-designers">interior designer program</Link>.
            </p>
          </Prose>
        </aside>
      </div>
    </Page>
  );
}
