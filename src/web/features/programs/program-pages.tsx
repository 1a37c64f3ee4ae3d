import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MessageKind } from '../../../contract/messages.ts';
import { MessageForm } from '../../entities/message/message-form.tsx';
import { SHOP_PROMISES } from '../../lib/shop-promises.ts';
import { Page, type IntroducedPageProps } from '../../ui/page.tsx';
import { Prose } from '../../ui/prose.tsx';

/** A programme page: who it is for, what they get, how it works, then the application. */
function ProgramPage({
  title,
  intro,
  kind,
  formLabel,
  messageLabel,
  messageHint,
  whoFor,
  benefits,
  steps,
  children,
}: Omit<IntroducedPageProps, 'children'> & {
  /** The paragraph under "Who it is for". */
  whoFor: string;
  /** The list items under "What you get" and under "How it works". */
  benefits: ReactNode;
  steps: ReactNode;
  /** What follows the steps, if anything. */
  children?: ReactNode;
  kind: Exclude<MessageKind, 'contact'>;
  formLabel: string;
  messageLabel: string;
  messageHint: string;
}) {
  return (
    <Page title={title} intro={<p>{intro}</p>}>
      <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)]">
        <Prose>
          <h2>Who it is for</h2>
          <p>{whoFor}</p>
          <h2>What you get</h2>
          <ul>{benefits}</ul>
          <h2>How it works</h2>
          <ol>{steps}</ol>
          {children}
        </Prose>
        <section aria-labelledby="apply-heading" className="lg:pt-1">
          <h2 id="apply-heading" className="text-2xl font-semibold tracking-tight">
            Apply
          </h2>
          <p className="mt-2 mb-6 text-ink-muted">
            Tell us about your business and what you have in mind. We reply by e-mail within{' '}
            {SHOP_PROMISES.answerWithinWorkingDays} working days.
          </p>
          <MessageForm
            kind={kind}
            label={formLabel}
            fields={['company', 'phone', 'website']}
            messageLabel={messageLabel}
            messageHint={messageHint}
            submitLabel="Send application"
          />
        </section>
      </div>
    </Page>
  );
}

export function TradeProgramPage() {
  return (
    <ProgramPage
      title="Trade Program"
      intro="For trade buyers who furnish homes, rentals and offices: ordering, pricing and support for repeat projects."
      kind="trade-program"
      formLabel="Trade program application"
      messageLabel="Your projects"
      messageHint="What you furnish, roughly how many pieces a year, and what you need from us."
      whoFor="Contractors, home stagers, property managers, developers and anyone else who buys furniture for spaces they do not live in themselves, and buys it more than once."
      benefits={
        <>
          <li>
            <strong>Trade pricing</strong> on every order, agreed with you when we approve your
            account.
          </li>
          <li>
            <strong>One contact</strong> on our team who knows your projects and answers your
            questions.
          </li>
          <li>
            <strong>Repeatable designs.</strong> Save a design once and order it again for the next
            unit, the same size, finish and fronts every time.
          </li>
          <li>
            <strong>Planned deliveries.</strong> We schedule production and FedEx shipping around
            your move-in or handover dates.
          </li>
        </>
      }
      steps={
        <>
          <li>Apply with the form on this page.</li>
          <li>
            We reply within {SHOP_PROMISES.answerWithinWorkingDays} working days, usually with a
            short call to understand your work.
          </li>
          <li>
            Once approved, design in our configurators as usual and send us the designs; we confirm
            trade prices and dates before we make anything.
          </li>
        </>
      }
    >
      <p>
        Everything is made to order in our California workshop from Baltic birch plywood, the same
        as for every customer. See our <Link to="/manufacturing">manufacturing</Link> page.
      </p>
    </ProgramPage>
  );
}

export function CommercialProgramPage() {
  return (
    <ProgramPage
      title="Commercial Program"
      intro="Made-to-order Baltic birch storage for shops, offices, studios and hospitality, planned with our team."
      kind="commercial-program"
      formLabel="Commercial program application"
      messageLabel="Your project"
      messageHint="The space, the pieces you need, quantities and your timeline."
      whoFor="Businesses fitting out their own spaces: retail displays, office storage, studio shelving, reception areas, hotel rooms and cafés. If you need more than a few pieces, or pieces that must work together across a space, this program is for you."
      benefits={
        <>
          <li>
            <strong>Project planning</strong> with our team: we turn your floor plan and needs into
            designs from our cells and inch-sized units.
          </li>
          <li>
            <strong>A written quote</strong> for the whole project, with volume pricing and a
            production and delivery schedule.
          </li>
          <li>
            <strong>Our finish palette</strong> across every piece: Red, Blue, Green, Yellow, White
            and Black laminate, or wood veneers from Maple, Oak and Walnut to Walnut Butcherblock
            and Birch, so a whole space matches.
          </li>
          <li>
            <strong>Built for daily use:</strong> Baltic birch carcasses and high-pressure laminate
            fronts that stand up to customers and staff. Commercial use is covered by our warranty
            once agreed in your quote.
          </li>
        </>
      }
      steps={
        <>
          <li>Tell us about the project with the form on this page.</li>
          <li>We review it and plan the pieces with you, by e-mail or on a call.</li>
          <li>You receive designs and a quote to approve.</li>
          <li>
            We make everything to order in California and ship it flat with FedEx, in parcels of up
            to 50 lb, ready to assemble on site.
          </li>
        </>
      }
    />
  );
}

export function InteriorDesignersPage() {
  return (
    <ProgramPage
      title="Made for Interior Designers"
      intro="Storage made to your plan for your clients: exact dimensions, our finish palette, and a workshop that builds what you draw."
      kind="interior-designers"
      formLabel="Interior designer application"
      messageLabel="Your studio and projects"
      messageHint="The kind of projects you work on and what you would like to order for your clients."
      whoFor="Interior designers, architects and decorators who specify furniture for clients and need storage that fits a plan to the inch, not to the nearest catalog size."
      benefits={
        <>
          <li>
            <strong>Exact sizes.</strong> Our inch configurator sizes a unit from 18 to 72 in wide
            with rows of 9, 12 or 15 in, 11 or 15 in deep. Our cell configurator builds in 13 in
            cells up to walls of 60 boxes.
          </li>
          <li>
            <strong>Shareable designs.</strong> Every design has a link you can send to your client,
            who sees it in 3D with its price and size.
          </li>
          <li>
            <strong>Designer pricing</strong> on orders for your clients, agreed with you when we
            approve your studio.
          </li>
          <li>
            <strong>Construction details.</strong> Ask us for the panel sizes and finish details you
            need for your drawings.
          </li>
        </>
      }
      steps={
        <>
          <li>Apply with the form on this page.</li>
          <li>
            We reply within {SHOP_PROMISES.answerWithinWorkingDays} working days and set up your
            studio.
          </li>
          <li>
            Design in our configurators, share the links with your clients, and send us the final
            designs. We confirm price and delivery before we make anything.
          </li>
        </>
      }
    >
      <p>
        Every piece is cut, laminated and finished to order in our California workshop. For how it
        is made, see <Link to="/manufacturing">manufacturing</Link>.
      </p>
    </ProgramPage>
  );
}
