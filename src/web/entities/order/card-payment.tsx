import { Loader2 } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { OrderView } from '../../../contract/checkout.ts';
import type { CheckoutConfig } from '../../../contract/checkout-config.ts';
import { cents, formatCents } from '../../../domain/pricing/money.ts';
import { ApiError } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { InputField } from '../../ui/form-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import {
  caretAfterDigits,
  formatCardNumber,
  formatSecurityCode,
  nextExpiry,
} from './card-input.ts';
import { checkCard } from '../../../domain/payments/card-check.ts';
import { payWithTestCard } from './order-api.ts';
import { useClock } from '../../lib/sync/clock.ts';

/** What to do after the bank refused the card, under the card's own message. */
export const AFTER_A_REFUSED_CARD = 'Check the card’s details, or pay with another card.';

type CardFields = { number: string; expiry: string; cvc: string };

/** Each field's next value as the customer types: the number grouped, the expiry as MM / YY. */
const FORMATS: Record<keyof CardFields, (previous: string, typed: string) => string> = {
  number: (_previous, typed) => formatCardNumber(typed),
  expiry: nextExpiry,
  cvc: (_previous, typed) => formatSecurityCode(typed),
};

/** The built-in test gateway's card form: Stripe's test cards, nothing charged. */
function TestCardForm({
  order,
  notice,
  onPaid,
}: {
  order: OrderView;
  notice: string;
  onPaid: (order: OrderView) => void;
}) {
  const [card, setCard] = useState<CardFields>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Partial<CardFields>>({});
  const [declined, setDeclined] = useState<string | null>(order.payment.message);
  const [paying, setPaying] = useState(false);
  const clock = useClock();

  const pay = async (event: React.FormEvent) => {
    event.preventDefault();
    setDeclined(null);
    // Checked here first, as Stripe's card form does: a mistake is shown at once, not sent.
    const checked = checkCard(card, new Date(clock.now()));
    if (!checked.ok) {
      setErrors(checked.fields);
      return;
    }
    setPaying(true);
    setErrors({});
    try {
      const answer = await payWithTestCard(order.id, card);
      if (answer.status === 'paid') {
        onPaid(answer);
        return;
      }
      setDeclined(answer.payment.message ?? 'Your card was declined.');
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        setErrors({
          number: error.fields['card.number'],
          expiry: error.fields['card.expiry'],
          cvc: error.fields['card.cvc'],
        } as Partial<CardFields>);
      } else {
        setDeclined(
          error instanceof ApiError
            ? error.message
            : 'The payment could not be sent. Please try again.',
        );
      }
    } finally {
      setPaying(false);
    }
  };

  // A formatted field keeps its caret after the digits it followed, wherever the customer typed.
  const caret = useRef<{ input: HTMLInputElement; at: number } | null>(null);
  useLayoutEffect(() => {
    if (!caret.current) return;
    const { input, at } = caret.current;
    caret.current = null;
    if (document.activeElement === input) input.setSelectionRange(at, at);
  });

  const input = (name: keyof CardFields, label: string, autoComplete: string) => (
    <InputField
      label={label}
      error={errors[name]}
      value={card[name]}
      onChange={(event) => {
        const typed = event.target.value;
        const value = FORMATS[name](card[name], typed);
        const at = event.target.selectionStart ?? typed.length;
        if (at < typed.length) {
          caret.current = { input: event.target, at: caretAfterDigits(typed, at, value) };
        }
        setCard({ ...card, [name]: value });
      }}
      autoComplete={autoComplete}
      inputMode="numeric"
    />
  );

  return (
    <form
      onSubmit={(event) => void pay(event)}
      noValidate
      className="space-y-4"
      aria-labelledby="payment-heading"
    >
      <h2 id="payment-heading" className="text-lg font-semibold">
        Card payment
      </h2>
      <p className="rounded-md border border-line bg-paper-deep px-4 py-3 text-sm">{notice}</p>
      {input('number', 'Card number', 'cc-number')}
      {/* Aligned at the top: a message under one field leaves the other where it is. */}
      <div className="grid grid-cols-2 items-start gap-4">
        {input('expiry', 'Expiry (MM/YY)', 'cc-exp')}
        {input('cvc', 'Security code', 'cc-csc')}
      </div>
      {declined && (
        <p role="alert" className="rounded-md border border-danger px-4 py-3 text-danger">
          {declined} <span className="block">{AFTER_A_REFUSED_CARD}</span>
        </p>
      )}
      <Button type="submit" pending={paying} className="w-full sm:w-auto">
        {paying && <Loader2 aria-hidden className="animate-spin" />}
        Pay {formatCents(cents(order.totals.totalCents))}
      </Button>
    </form>
  );
}

type StripeJs = {
  elements(options: { clientSecret: string }): {
    create(kind: 'payment'): { mount(element: HTMLElement): void; destroy(): void };
  };
  confirmPayment(options: {
    elements: unknown;
    confirmParams: { return_url: string };
  }): Promise<{ error?: { type?: string; message?: string } }>;
};

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

function loadStripe(): Promise<NonNullable<Window['Stripe']>> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://js.stripe.com/v3/';
    script.onload = () =>
      window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe did not load'));
    script.onerror = () => reject(new Error('Stripe did not load'));
    document.head.append(script);
  });
}

/** Stripe's Payment Element for the order's PaymentIntent; Stripe returns to the confirmation. */
function StripePayment({ order, publishableKey }: { order: OrderView; publishableKey: string }) {
  const host = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ js: StripeJs; elements: unknown } | null>(null);
  const [problem, setProblem] = useState<string | null>(order.payment.message);
  const [paying, setPaying] = useState(false);
  const secret = order.payment.clientSecret;

  useEffect(() => {
    if (!secret || !host.current) return;
    let element: { destroy(): void } | null = null;
    loadStripe()
      .then((Stripe) => {
        const js = Stripe(publishableKey);
        const elements = js.elements({ clientSecret: secret });
        const payment = elements.create('payment');
        payment.mount(host.current!);
        element = payment;
        stripe.current = { js, elements };
      })
      .catch(() => setProblem('Card payments could not load. Please reload the page.'));
    return () => element?.destroy();
  }, [secret, publishableKey]);

  const pay = async () => {
    if (!stripe.current) return;
    setPaying(true);
    const result = await stripe.current.js.confirmPayment({
      elements: stripe.current.elements,
      confirmParams: { return_url: `${location.origin}/order-confirmation?order=${order.id}` },
    });
    setPaying(false);
    if (result.error) {
      const message = result.error.message ?? 'Your card was declined.';
      setProblem(
        result.error.type === 'card_error' ? `${message} ${AFTER_A_REFUSED_CARD}` : message,
      );
    }
  };

  return (
    <section aria-labelledby="payment-heading" className="space-y-4">
      <h2 id="payment-heading" className="text-lg font-semibold">
        Card payment
      </h2>
      <div ref={host} className="min-h-48" />
      {problem && (
        <p role="alert" className="text-danger">
          {problem}
        </p>
      )}
      <Button onClick={() => void pay()} pending={paying}>
        {paying && <Loader2 aria-hidden className="animate-spin" />}
        Pay {formatCents(cents(order.totals.totalCents))}
      </Button>
    </section>
  );
}

/** Takes payment for a placed order by the shop's gateway: Stripe, or the test gateway. */
export function CardPayment({
  order,
  config,
  onPaid,
}: {
  order: OrderView;
  config: CheckoutConfig | null;
  onPaid: (order: OrderView) => void;
}) {
  // An order paid meanwhile (another tab, a webhook) goes straight to its confirmation.
  useEffect(() => {
    if (order.status === 'paid') onPaid(order);
  }, [order, onPaid]);
  if (!config) return <Spinner />;
  if (config.payment.mode === 'stripe') {
    return <StripePayment order={order} publishableKey={config.payment.publishableKey} />;
  }
  return <TestCardForm order={order} notice={config.payment.notice} onPaid={onPaid} />;
}
