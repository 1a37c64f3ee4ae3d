import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { useLeadWorkingDays } from '../../entities/order/lead-time.ts';
import { SHOP_PROMISES } from '../../lib/shop-promises.ts';
import { JsonLd } from '../../ui/json-ld.tsx';
import { Page } from '../../ui/page.tsx';
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
