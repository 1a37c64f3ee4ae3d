import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { cents } from '../../../domain/pricing/money.ts';
import { cart } from '../../entities/cart/cart-store.ts';
import { closePanel } from '../../lib/panels.ts';
import { cartLine } from '../../testing/items.ts';
import { closePanelAndClearItems } from '../../testing/panels.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { answerFetch } from '../../testing/answer-fetch.ts';

let restoreFetch = () => {};
afterEach(() => {
  restoreFetch();
  closePanelAndClearItems();
  sessionStorage.clear();
});

/** Answers every quote with the server's refusal of the ZIP code, and keeps what was asked. */
function refusingQuotes(message = 'ZIP code 94105 is in California, not Oregon') {
  const asked: unknown[] = [];
  restoreFetch = answerFetch({
    '/api/checkout/quote': (init) => {
      asked.push(JSON.parse(String(init?.body)));
      return {
        status: 400,
        body: { error: { kind: 'invalid', message, fields: { 'address.postalCode': message } } },
      };
    },
  });
  return asked;
}

const signedIn = { status: 'signed-in', user: { id: 'u1', email: 'grace@example.com' } } as const;

/** Saved before the shop compared ZIP codes with states: 94105 is San Francisco, California. */
const savedInOregon = {
  id: 'a1',
  fullName: 'Grace Hopper',
  line1: '1 Market St',
  line2: null,
  city: 'San Francisco',
  state: 'OR',
  postalCode: '94105',
  country: 'US',
  phone: null,
  isDefault: true,
};

/** A design in the cart, its panel closed again (adding one opens it). */
function inTheCart() {
  act(() => {
    cart.addToCart(cartLine({ id: undefined }));
    closePanel();
  });
}

async function typeAddress(form: HTMLElement, state: string, zip: string) {
  const user = userEvent.setup();
  const field = (name: string) => within(form).getByRole('textbox', { name });
  await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'grace@example.com');
  await user.type(field('Full name'), 'Grace Hopper');
  await user.type(field('Street address'), '1 Market St');
  await user.type(field('City'), 'San Francisco');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'State' }), state);
  await user.type(field('ZIP code'), zip);
  return user;
}

describe('the checkout’s address', { timeout: 20_000 }, () => {
  it('refuses a ZIP code outside the state picked beside the ZIP code, keeping what was typed', async () => {
    const asked = refusingQuotes();
    inTheCart();
    renderApp('/checkout/checkout-test-1');
    const form = await screen.findByRole(
      'form',
      { name: 'Contact and shipping address' },
      // The first test waits for the page's code to load.
      { timeout: 10_000 },
    );
    const user = await typeAddress(form, 'OR', '94105');
    await user.click(within(form).getByRole('button', { name: 'See delivery options' }));

    await within(form).findByText('ZIP code 94105 is in California, not Oregon');
    const zip = within(form).getByRole('textbox', { name: 'ZIP code' });
    expect(zip).toHaveAccessibleDescription('ZIP code 94105 is in California, not Oregon');
    expect(zip).toHaveValue('94105');
    // A phone shows its number pad for the ZIP code and its dial pad for the phone.
    expect(zip).toHaveAttribute('inputmode', 'numeric');
    expect(within(form).getByLabelText(/^Phone/)).toHaveAttribute('type', 'tel');
    expect(within(form).getByRole('combobox', { name: 'State' })).toHaveValue('OR');
    expect(within(form).getByRole('textbox', { name: 'Street address' })).toHaveValue(
      '1 Market St',
    );
    // Nothing was asked of the server for an address the shop refuses.
    expect(asked).toEqual([]);
  });

  it('shows the server’s refusal of the address beside the field it names', async () => {
    // A rule of the server's that this page does not know yet.
    const message = 'We do not deliver to ZIP code 94105 yet';
    const asked = refusingQuotes(message);
    inTheCart();
    renderApp('/checkout/checkout-test-2');
    const form = await screen.findByRole(
      'form',
      { name: 'Contact and shipping address' },
      // The first test waits for the page's code to load.
      { timeout: 10_000 },
    );
    const user = await typeAddress(form, 'CA', '94105');
    await user.click(within(form).getByRole('button', { name: 'See delivery options' }));

    await waitFor(() => expect(asked).toHaveLength(1));
    const zip = within(form).getByRole('textbox', { name: 'ZIP code' });
    await waitFor(() => expect(zip).toHaveAccessibleDescription(message));
    expect(zip).toHaveValue('94105');
  });

  it('refuses a name with a control character beside the name, asking nothing of the server', async () => {
    const asked = refusingQuotes();
    inTheCart();
    renderApp('/checkout/checkout-test-one-line');
    const form = await screen.findByRole(
      'form',
      { name: 'Contact and shipping address' },
      // The first test waits for the page's code to load.
      { timeout: 10_000 },
    );
    const user = await typeAddress(form, 'CA', '94105');
    // Pasted, as a planted line would be: a direction override turns what follows around.
    const name = within(form).getByRole('textbox', { name: 'Full name' });
    await user.click(name);
    await user.paste(' \u202Eelpmaxe.live');
    await user.click(within(form).getByRole('button', { name: 'See delivery options' }));

    const message = 'Keep this to one line, without line breaks or control characters';
    await within(form).findByText(message);
    expect(name).toHaveAccessibleDescription(message);
    expect(name).toHaveValue('Grace Hopper \u202Eelpmaxe.live');
    expect(asked).toEqual([]);
  });

  it('fills in a saved address the shop now refuses, and shows why beside the ZIP code', async () => {
    const asked: unknown[] = [];
    const cartRows: Record<string, unknown>[] = [];
    restoreFetch = answerFetch({
      '/api/profile/addresses': { status: 200, body: { addresses: [savedInOregon] } },
      // The signed-in customer's cart keeps the design; the wishlist is empty.
      '/api/cart': () => ({ status: 200, body: { items: cartRows } }),
      '/api/cart/items': (init) => {
        const row = { ...JSON.parse(String(init?.body)), id: `row-${cartRows.length + 1}` };
        cartRows.push(row);
        return { status: 201, body: { item: row } };
      },
      '/api/wishlist': { status: 200, body: { items: [] } },
      '/api/checkout/quote': (init) => {
        asked.push(JSON.parse(String(init?.body)));
        return { status: 500, body: {} };
      },
    });
    inTheCart();
    renderApp('/checkout/checkout-test-3', { session: signedIn });
    const form = await screen.findByRole(
      'form',
      { name: 'Contact and shipping address' },
      { timeout: 10_000 },
    );
    const zip = within(form).getByRole('textbox', { name: 'ZIP code' });
    await waitFor(() => expect(zip).toHaveValue('94105'));
    expect(within(form).getByRole('combobox', { name: 'State' })).toHaveValue('OR');

    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'See delivery options' }));
    await within(form).findByText('ZIP code 94105 is in California, not Oregon');
    expect(zip).toHaveAccessibleDescription('ZIP code 94105 is in California, not Oregon');
    expect(within(form).getByRole('textbox', { name: 'Street address' })).toHaveValue(
      '1 Market St',
    );
    expect(asked).toEqual([]);
  });
});

describe('the checkout’s e-mail', { timeout: 20_000 }, () => {
  it('is the signed-in account’s, not one typed into the tab’s checkout before signing in', async () => {
    restoreFetch = answerFetch({
      '/api/profile/addresses': { status: 200, body: { addresses: [] } },
      '/api/cart': { status: 200, body: { items: [] } },
      '/api/cart/items': (init) => ({
        status: 201,
        body: { item: { ...JSON.parse(String(init?.body)), id: 'row-1' } },
      }),
      '/api/wishlist': { status: 200, body: { items: [] } },
    });
    // As a guest, an address and another e-mail typed into the tab's current checkout.
    sessionStorage.setItem('checkout-current', 'checkout-guest');
    sessionStorage.setItem(
      'checkout-details:checkout-guest',
      JSON.stringify({ email: 'someone@example.com', line1: '1 Market St' }),
    );
    inTheCart();
    renderApp('/checkout/checkout-test-4', { session: signedIn });
    const form = await screen.findByRole(
      'form',
      { name: 'Contact and shipping address' },
      { timeout: 10_000 },
    );
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveValue(signedIn.user.email),
    );
    expect(within(form).getByRole('textbox', { name: 'Street address' })).toHaveValue(
      '1 Market St',
    );
    sessionStorage.clear();
  });
});

describe('the checkout’s order summary', { timeout: 20_000 }, () => {
  it('adds up the cart’s lines before an address is given, and leaves shipping and tax for it', async () => {
    restoreFetch = answerFetch({});
    act(() => {
      cart.addToCart(
        cartLine({ id: undefined, name: 'Oak Shelf', priceCents: cents(12_345), quantity: 2 }),
      );
      cart.addToCart(cartLine({ id: undefined, name: 'Low Sideboard', priceCents: cents(50_000) }));
      closePanel();
    });
    renderApp('/checkout/checkout-test-summary');
    const summary = await screen.findByRole(
      'region',
      { name: 'Order summary' },
      { timeout: 10_000 },
    );
    const value = (term: string) =>
      within(summary).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Subtotal')).toBe('$746.90');
    expect(value('Shipping')).toBe('After address');
    expect(value('Total')).toBe('—');
    expect(summary).toHaveTextContent(
      'Prices are checked by our server when you enter your address.',
    );
  });
});
