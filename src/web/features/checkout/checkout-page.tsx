import { Loader2 } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import * as z from 'zod/mini';
import { checkoutAddress } from '../../../contract/checkout.ts';
import type {
  CheckoutAddressInput,
  CheckoutQuote,
  DatedQuote,
  OrderView,
} from '../../../contract/checkout.ts';
import { EMPTY_ADDRESS_INPUT } from '../../../domain/account/address.ts';
import type { CartItem } from '../../../domain/items/model.ts';
import { cents, dollarsOf, formatCents } from '../../../domain/pricing/money.ts';
import {
  cart,
  cartTotalCents,
  lineTotalCents,
  useCartItems,
} from '../../entities/cart/cart-store.ts';
import { useAddresses, type SavedAddress } from '../../entities/address/address-api.ts';
import { addressInputKind, StateField } from '../../entities/address/address-fields.tsx';
import { useSession } from '../../entities/session/session.ts';
import { analytics } from '../../lib/analytics.ts';
import { ApiError, refusedFields } from '../../lib/api-client.ts';
import { ecommerceItem } from '../../lib/item-analytics.ts';
import { getPublicConfig } from '../../lib/public-config.ts';
import { DimensionsText } from '../../ui/dimensions-text.tsx';
import { Button } from '../../ui/button.tsx';
import { FormField, InputField, inputClass } from '../../ui/form-field.tsx';
import { Page } from '../../ui/page.tsx';
import { checkoutConfigQuery } from '../../entities/order/checkout-config.ts';
import {
  checkoutLineOf,
  fetchQuote,
  checkoutKeyFor,
  newCheckoutId,
  placeOrder,
} from '../../entities/order/checkout-api.ts';
import { fetchOrder, rememberOrderToken } from '../../entities/order/order-api.ts';
import { focusMainHeading } from '../../lib/focus-soon.ts';
import { formatDay } from '../../../domain/orders/days.ts';
import {
  checkoutToReturnTo,
  enterCheckout,
  forgetPlaced,
  keepPlaced,
  keepTyped,
  keptTyped,
  placedOrderId,
  settlePayment,
} from '../../entities/order/checkout-tab.ts';
import { QuoteList } from './quote-list.tsx';
import { OrderTotals } from '../../entities/order/order-totals.tsx';
import { Spinner } from '../../ui/spinner.tsx';

/** The card form's code: not needed until an order is placed, so fetched once the page is up. */
const loadCardPayment = () => import('../../entities/order/card-payment.tsx');
const CardPayment = lazy(async () => ({ default: (await loadCardPayment()).CardPayment }));

const detailsSchema = z.extend(checkoutAddress, {
  email: z.email({ error: 'Enter a valid email address' }),
});
type DetailsInput = CheckoutAddressInput & { email: string };

const EMPTY: DetailsInput = { email: '', ...EMPTY_ADDRESS_INPUT, company: '' };

const money = (amount: number) => formatCents(cents(amount));

/** What was typed into this checkout (or the tab's current one), as far as it fits the form. */
function typedDetails(checkoutId: string | undefined): Partial<DetailsInput> {
  return Object.fromEntries(
    Object.entries(keptTyped(checkoutId)).filter(
      ([name, value]) => name in EMPTY && typeof value === typeof EMPTY[name as keyof DetailsInput],
    ),
  ) as Partial<DetailsInput>;
}

/** The order's total with the delivery option chosen, as the summary shows it: what is charged. */
function shownTotal(quote: CheckoutQuote | null, chosen: DatedQuote | null): number | null {
  const totals = quote?.totals;
  const shipping = chosen?.totalNetChargeCents ?? totals?.shippingCents ?? null;
  return totals && shipping !== null
    ? totals.subtotalCents - totals.discountCents + shipping + totals.taxCents
    : null;
}

function Summary({
  quote,
  chosen,
  items,
}: {
  quote: CheckoutQuote | null;
  chosen: DatedQuote | null;
  items: readonly CartItem[];
}) {
  const totals = quote?.totals;
  const shipping = chosen?.totalNetChargeCents ?? totals?.shippingCents ?? null;
  const total = shownTotal(quote, chosen);
  return (
    <section
      aria-labelledby="summary-heading"
      className="rounded-lg border border-line bg-white p-5"
    >
      <h2 id="summary-heading" className="text-lg font-semibold">
        Order summary
      </h2>
      <ul className="mt-4 divide-y divide-line">
        {items.map((item, index) => {
          const priced = quote?.lines[index];
          return (
            <li key={item.id} className="flex justify-between gap-4 py-2 text-sm">
              <span>
                {item.quantity} × {item.name}
                {priced && (
                  <span className="block text-ink-muted tabular-nums">
                    <DimensionsText text={priced.dimensions} />
                  </span>
                )}
              </span>
              <span className="tabular-nums">
                {money(priced ? priced.lineCents : lineTotalCents(item))}
              </span>
            </li>
          );
        })}
      </ul>
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-y-1 border-t border-line pt-4 text-sm">
        <dt>Subtotal</dt>
        <dd className="text-right tabular-nums">
          {money(totals?.subtotalCents ?? cartTotalCents(items))}
        </dd>
        {totals && totals.discountCents > 0 && (
          <>
            <dt>
              Discount{quote?.discount.ok && quote.discount.code ? ` (${quote.discount.code})` : ''}
            </dt>
            <dd className="text-right tabular-nums">−{money(totals.discountCents)}</dd>
          </>
        )}
        <dt>Shipping</dt>
        <dd className="text-right tabular-nums">
          {shipping !== null ? money(shipping) : 'After address'}
        </dd>
        <dt>
          Sales tax
          {quote?.taxRatePercent != null && (
            <span className="text-ink-muted"> ({quote.taxRatePercent}% state rate)</span>
          )}
        </dt>
        <dd className="text-right tabular-nums">
          {totals ? money(totals.taxCents) : 'After address'}
        </dd>
        <dt className="mt-2 text-base font-semibold">Total</dt>
        <dd className="mt-2 text-right text-base font-semibold tabular-nums">
          {total !== null ? money(total) : '—'}
        </dd>
      </dl>
      {!quote && (
        <p className="mt-3 text-xs text-ink-muted">
          Prices are checked by our server when you enter your address.
        </p>
      )}
    </section>
  );
}

export function CheckoutPage() {
  const { checkoutId } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const items = useCartItems();
  const session = useSession();
  const config = useQuery(checkoutConfigQuery);
  const [quoted, setQuoted] = useState<{ forAddress: string; quote: CheckoutQuote } | null>(null);
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const [packaging, setPackaging] = useState<string | null>(null);
  const [quoting, setQuoting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [order, setOrder] = useState<OrderView | null>(null);
  const [placing, setPlacing] = useState(false);
  const placedNow = useRef(false);
  const began = useRef(false);

  useEffect(() => {
    // Ready before the order is placed; a failure shows when the form is needed.
    loadCardPayment().catch(() => undefined);
  }, []);

  // Back at checkout, the customer returns to the checkout under way: to its form, or with the
  // cart an order was placed from, to that order's payment.
  useEffect(() => {
    if (checkoutId) {
      enterCheckout(checkoutId);
      return;
    }
    const current = checkoutToReturnTo(cart.store.getState().items);
    void navigate(`/checkout/${current ?? newCheckoutId()}`, { replace: true });
  }, [checkoutId, navigate]);

  // A reload of a placed checkout returns to its payment, while the order can still be paid.
  useEffect(() => {
    if (!checkoutId) return;
    const placedId = placedOrderId(checkoutId);
    if (placedId) {
      fetchOrder(placedId)
        .then((placed) => {
          if (placed.payment.payable || placed.status === 'paid') setOrder(placed);
          else forgetPlaced(checkoutId);
        })
        .catch(() => forgetPlaced(checkoutId));
    }
  }, [checkoutId]);

  useEffect(() => {
    if (began.current || items.length === 0) return;
    began.current = true;
    const brand = getPublicConfig().brandName;
    analytics.ecommerce('begin_checkout', {
      value: dollarsOf(cartTotalCents(items)),
      items: items.map((item) => ecommerceItem(item, item.quantity, brand)),
    });
  }, [items]);

  const signedInEmail = session.status === 'signed-in' ? session.user.email : '';
  // Read once: the form takes its defaults when it starts.
  const [typedAtStart] = useState(() => typedDetails(checkoutId));
  const form = useForm<DetailsInput>({
    resolver: zodResolver(detailsSchema) as never,
    defaultValues: { ...EMPTY, email: signedInEmail, ...typedAtStart },
  });

  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    trigger,
    control,
    formState: { errors },
  } = form;
  const typed = useWatch({ control });
  useEffect(() => {
    if (checkoutId) keepTyped(checkoutId, typed);
  }, [typed, checkoutId]);
  const [fullName, company, line1, line2, city, state, postalCode] = useWatch({
    control,
    name: ['fullName', 'company', 'line1', 'line2', 'city', 'state', 'postalCode'],
  });
  // Quotes belong to the address they were asked for: a changed address clears them and the choice.
  const addressKey = JSON.stringify([fullName, company, line1, line2, city, state, postalCode]);
  const quote = quoted?.forAddress === addressKey ? quoted.quote : null;
  // Signed in, the order's e-mail is the account's, unless changed here since the page opened.
  useEffect(() => {
    if (!signedInEmail) return;
    const email = getValues('email');
    if (!email || email === typedAtStart.email) setValue('email', signedInEmail);
  }, [signedInEmail, getValues, setValue, typedAtStart]);

  // A signed-in customer starts from their default address and may pick another saved one.
  const saved = useAddresses(session.status === 'signed-in');
  const fillFrom = (address: SavedAddress | null) => {
    const values = {
      fullName: address?.fullName ?? '',
      line1: address?.line1 ?? '',
      line2: address?.line2 ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      postalCode: address?.postalCode ?? '',
      phone: address?.phone ?? '',
    };
    for (const [name, value] of Object.entries(values)) {
      setValue(name as keyof typeof values, value, { shouldValidate: false });
    }
  };
  const savedAddresses = saved.data ?? [];
  // The saved address the form holds; editing a field makes it a new address.
  const picked = savedAddresses.find(
    (address) =>
      address.fullName === fullName &&
      address.line1 === line1 &&
      (address.line2 ?? '') === (line2 ?? '') &&
      address.city === city &&
      address.state === state &&
      address.postalCode === postalCode,
  );
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || savedAddresses.length === 0) return;
    prefilled.current = true;
    const preferred = savedAddresses.find((address) => address.isDefault) ?? savedAddresses[0];
    if (preferred && !getValues('line1')) fillFrom(preferred);
  });

  const lines = useMemo(() => items.map(checkoutLineOf), [items]);

  /**
   * The address as the server takes it, or null with each field's message shown beside it: what
   * was typed stays in the form either way.
   */
  const readAddress = () => {
    const parsed = checkoutAddress.safeParse(getValues());
    if (parsed.success) return parsed.data;
    void trigger();
    return null;
  };

  /** The server's messages for the address's fields, shown beside them (`address.postalCode`). */
  const showAddressProblems = (error: unknown) => {
    for (const [name, message] of refusedFields(
      error,
      { ...EMPTY_ADDRESS_INPUT, company: '' },
      'address.',
    )) {
      setError(name, { message });
    }
  };

  const requestQuote = async (discountCode: string | null) => {
    const address = readAddress();
    if (!address) return;
    setQuoting(true);
    setProblem(null);
    try {
      const chosen = quote?.quotes.find((q) => `${q.packagingType}:${q.serviceType}` === chosenKey);
      const answer = await fetchQuote({
        lines,
        address,
        choice: chosen
          ? { serviceType: chosen.serviceType, packagingType: chosen.packagingType }
          : null,
        discountCode,
      });
      setQuoted({ forAddress: addressKey, quote: answer });
      const selected = answer.selected;
      setChosenKey(selected ? `${selected.packagingType}:${selected.serviceType}` : null);
      setPackaging(selected?.packagingType ?? null);
    } catch (error) {
      showAddressProblems(error);
      setProblem(
        error instanceof ApiError
          ? error.message
          : 'We could not reach the shop. Please try again.',
      );
    } finally {
      setQuoting(false);
    }
  };

  const onDetails = handleSubmit(() => requestQuote(code.trim() || null));
  const chosen =
    quote?.quotes.find((q) => `${q.packagingType}:${q.serviceType}` === chosenKey) ?? null;

  const onPlace = async () => {
    if (!quote || !chosen || !checkoutId) return;
    const { email } = getValues();
    const address = readAddress();
    if (!address) return;
    setPlacing(true);
    setProblem(null);
    try {
      const placed = await placeOrder({
        checkoutId,
        checkoutKey: checkoutKeyFor(checkoutId),
        email,
        lines,
        address,
        choice: { serviceType: chosen.serviceType, packagingType: chosen.packagingType },
        discountCode: quote.discount.ok ? quote.discount.code : null,
        expectedTotalCents: shownTotal(quote, chosen),
      });
      rememberOrderToken(placed.order.id, placed.accessToken);
      keepPlaced(checkoutId, placed.order.id, items);
      placedNow.current = true;
      setOrder(placed.order);
    } catch (error) {
      // A price changed since the quote: show the new one, then say why nothing was placed.
      if (error instanceof ApiError && 'expectedTotalCents' in error.fields) {
        await requestQuote(quote.discount.ok ? quote.discount.code : null);
      }
      showAddressProblems(error);
      setProblem(
        error instanceof ApiError
          ? error.message
          : 'Your order could not be placed. Please try again.',
      );
    } finally {
      setPlacing(false);
    }
  };

  // Placing the order puts its payment in the form's place, on a shorter page: the customer starts
  // again at the top, on the page's heading, where the placed order is announced — not at the foot
  // of the page with the focus on nothing.
  useEffect(() => {
    if (!order || !placedNow.current) return;
    placedNow.current = false;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    focusMainHeading();
  }, [order]);

  const onPaid = (paid: OrderView) => {
    settlePayment(paid.id, queryClient);
    void navigate(`/order-confirmation?order=${paid.id}`);
  };

  if (order) {
    return (
      <Page
        title="Checkout"
        intro={<p>Order {order.number} is placed. Pay by card to confirm it.</p>}
      >
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <Suspense fallback={<Spinner label="Loading the payment form..." />}>
            <CardPayment order={order} config={config.data ?? null} onPaid={onPaid} />
          </Suspense>
          <section
            aria-labelledby="placed-summary"
            className="rounded-lg border border-line bg-white p-5"
          >
            <h2 id="placed-summary" className="text-lg font-semibold">
              Order {order.number}
            </h2>
            <ul className="mt-3 space-y-1 text-sm">
              {order.lines.map((line, index) => (
                <li key={index} className="flex justify-between gap-4">
                  <span>
                    {line.quantity} × {line.name}
                  </span>
                  <span className="tabular-nums">{money(line.lineCents)}</span>
                </li>
              ))}
            </ul>
            <p className="mt-3 text-sm">
              {order.shipping.serviceName}, arrives by {formatDay(order.shipping.arrivesBy)}
            </p>
            <OrderTotals order={order} className="mt-3 border-t border-line pt-3" />
          </section>
        </div>
      </Page>
    );
  }

  if (items.length === 0) {
    return (
      <Page title="Checkout" intro={<p>Your cart is empty.</p>}>
        <p>
          <Link to="/shop" className="font-medium underline underline-offset-4">
            Browse designs
          </Link>{' '}
          or{' '}
          <Link to="/configurator" className="font-medium underline underline-offset-4">
            design your own
          </Link>
          , then come back here to order.
        </p>
      </Page>
    );
  }

  const field = (name: keyof DetailsInput, label: string, autoComplete: string, className = '') => (
    <InputField
      label={label}
      error={errors[name]?.message}
      className={className}
      {...register(name)}
      autoComplete={autoComplete}
      {...addressInputKind(name)}
    />
  );

  return (
    <Page
      title="Checkout"
      intro={<p>Where should we send your furniture? We quote FedEx delivery for your address.</p>}
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-8">
          <form
            onSubmit={onDetails}
            noValidate
            aria-labelledby="address-heading"
            className="space-y-4"
          >
            <h2 id="address-heading" className="text-lg font-semibold">
              Contact and shipping address
            </h2>
            {field('email', 'Email', 'email')}
            {savedAddresses.length > 0 && (
              <FormField label="Saved address">
                {(props) => (
                  <select
                    {...props}
                    value={picked?.id ?? ''}
                    onChange={(event) =>
                      fillFrom(
                        savedAddresses.find((address) => address.id === event.target.value) ?? null,
                      )
                    }
                    className={inputClass}
                  >
                    {savedAddresses.map((address) => (
                      <option key={address.id} value={address.id}>
                        {address.fullName}, {address.line1}, {address.city}, {address.state}{' '}
                        {address.postalCode}
                        {address.isDefault ? ' (default)' : ''}
                      </option>
                    ))}
                    <option value="">A new address</option>
                  </select>
                )}
              </FormField>
            )}
            {field('fullName', 'Full name', 'name')}
            {field('company', 'Company (optional)', 'organization')}
            {field('line1', 'Street address', 'address-line1')}
            {field('line2', 'Apartment, suite (optional)', 'address-line2')}
            <div className="grid gap-4 sm:grid-cols-3">
              {field('city', 'City', 'address-level2')}
              <StateField {...register('state')} error={errors.state?.message} />
              {field('postalCode', 'ZIP code', 'postal-code')}
            </div>
            {field('phone', 'Phone (optional, for the carrier)', 'tel')}
            <Button type="submit" pending={quoting}>
              {quoting && <Loader2 aria-hidden className="animate-spin" />}
              {quote ? 'Update delivery options' : 'See delivery options'}
            </Button>
          </form>

          {problem && (
            <p role="alert" className="rounded-md border border-danger px-4 py-3 text-danger">
              {problem}
            </p>
          )}

          {quote && (
            <>
              <QuoteList
                quote={quote}
                packaging={packaging}
                onPackaging={(next) => {
                  setPackaging(next);
                  const first = quote.quotes.find((q) => q.packagingType === next);
                  setChosenKey(first ? `${first.packagingType}:${first.serviceType}` : null);
                }}
                chosenKey={chosenKey}
                onChoose={setChosenKey}
              />
              <section aria-labelledby="code-heading" className="space-y-2">
                <h2 id="code-heading" className="text-lg font-semibold">
                  Discount code
                </h2>
                <form
                  className="flex gap-2"
                  onSubmit={(event) => {
                    event.preventDefault();
                    void requestQuote(code.trim() || null);
                  }}
                >
                  <label htmlFor="discount-code" className="sr-only">
                    Discount code
                  </label>
                  <input
                    id="discount-code"
                    value={code}
                    onChange={(event) => setCode(event.target.value)}
                    className={`${inputClass} max-w-xs uppercase`}
                    autoComplete="off"
                    aria-describedby="discount-result"
                  />
                  <Button type="submit" variant="secondary" pending={quoting}>
                    Apply
                  </Button>
                </form>
                <p id="discount-result" role="status" className="text-sm">
                  {!quote.discount.ok && (
                    <span className="text-danger">{quote.discount.message}</span>
                  )}
                  {quote.discount.ok && quote.discount.code && (
                    <span className="text-ink">
                      {quote.discount.code} applied: {money(quote.totals.discountCents)} off.
                    </span>
                  )}
                </p>
              </section>
            </>
          )}
        </div>
        <div className="space-y-4">
          <Summary quote={quote} chosen={chosen} items={items} />
          {quote && (
            <Button
              className="w-full"
              onClick={() => void onPlace()}
              disabled={!chosen}
              pending={placing}
            >
              {placing && <Loader2 aria-hidden className="animate-spin" />}
              Place order
            </Button>
          )}
          {config.data?.payment.mode === 'test' && (
            <p className="text-xs text-ink-muted">{config.data.payment.notice}</p>
          )}
        </div>
      </div>
    </Page>
  );
}
