import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { MessageForm } from '../../entities/message/message-form.tsx';
import { useLeadWorkingDays } from '../../entities/order/lead-time.ts';
import { SHOP_PROMISES } from '../../lib/shop-promises.ts';
import { JsonLd } from '../../ui/json-ld.tsx';
import { Page } from '../../ui/page.tsx';
import { Prose } from '../../ui/prose.tsx';
import { faqGroups, type FaqGroup } from './faq.ts';

function FaqJsonLd({ groups }: { groups: FaqGroup[] }) {
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: groups.flatMap((group) =>
          group.entries.map((entry) => ({
            '@type': 'Question',
            name: entry.question,
            acceptedAnswer: { '@type': 'Answer', text: entry.answer },
          })),
        ),
      }}
    />
  );
}

export function FaqPage() {
  const groups = faqGroups(useLeadWorkingDays());
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
      <FaqJsonLd groups={groups} />
      <nav aria-label="Questions by topic" className="mb-10">
        <ul className="flex flex-wrap gap-2">
          {groups.map((group) => (
            <li key={group.id}>
              <a
                href={`#${group.id}`}
                className="inline-flex min-h-11 items-center rounded-md border border-line px-4 text-sm hover:border-ink"
              >
                {group.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="max-w-3xl space-y-12">
        {groups.map((group) => (
          <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`}>
            <h2 id={`${group.id}-heading`} className="text-2xl font-semibold tracking-tight">
              {group.title}
            </h2>
            <div className="mt-4 divide-y divide-line border-y border-line">
              {group.entries.map((entry) => (
                // Native disclosure: opens with Enter or Space, and the browser's find reaches
                // closed answers.
                <details key={entry.question} className="group">
                  <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-4 text-lg font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink [&::-webkit-details-marker]:hidden">
                    {entry.question}
                    <ChevronDown
                      aria-hidden
                      className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                    />
                  </summary>
                  <p className="max-w-[70ch] pb-5 text-ink-muted">{entry.answer}</p>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
      <p className="mt-12 max-w-2xl text-ink-muted">
        Not answered here?{' '}
        <Link to="/contact" className="underline underline-offset-4">
          Ask us
        </Link>
        : we answer within {SHOP_PROMISES.answerWithinWorkingDays} working days.
      </p>
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
