import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app.tsx';
import { answerFetch } from '../../testing/answer-fetch.ts';

const signedIn = { status: 'signed-in', user: { id: 'u1', email: 'ada@example.com' } } as const;

/** Saved before the shop compared ZIP codes with states: 94607 is Oakland, California. */
const savedInOregon = {
  id: 'a1',
  fullName: 'Ada Lovelace',
  line1: '12 Birch Lane',
  line2: null,
  city: 'Oakland',
  state: 'OR',
  postalCode: '94607',
  country: 'US',
  phone: null,
  isDefault: true,
};

/** The signed-in customer's cart and wishlist, which sync on every page: empty. */
const LISTS = {
  '/api/cart': { status: 200, body: { items: [] } },
  '/api/wishlist': { status: 200, body: { items: [] } },
};

let restoreFetch = () => {};
afterEach(() => restoreFetch());

describe('the profile’s address page', { timeout: 20_000 }, () => {
  it('lists a saved address whose ZIP code is in another state, saying what to change', async () => {
    const sent: unknown[] = [];
    restoreFetch = answerFetch({
      ...LISTS,
      '/api/profile/addresses': { status: 200, body: { addresses: [savedInOregon] } },
      '/api/profile/addresses/a1': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return { status: 200, body: { ...savedInOregon, state: 'CA' } };
      },
    });
    const user = userEvent.setup();
    renderApp('/profile/address', { session: signedIn });

    // The first test waits for the page's code to load.
    const line = await screen.findByText('12 Birch Lane', { exact: false }, { timeout: 10_000 });
    const card = line.closest('li')!;
    expect(
      within(card).getByText(
        'ZIP code 94607 is in California, not Oregon. Edit this address to use it at checkout.',
      ),
    ).toBeInTheDocument();
    const edit = within(card).getByRole('button', { name: 'Edit 12 Birch Lane' });
    expect(edit).toHaveAccessibleDescription(/ZIP code 94607 is in California, not Oregon/);

    // Saved as it stands, it is refused beside the ZIP code, and nothing typed is lost.
    await user.click(edit);
    const form = screen.getByRole('form', { name: 'Edit address' });
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    await within(form).findByText('ZIP code 94607 is in California, not Oregon');
    const zip = within(form).getByRole('textbox', { name: 'ZIP code' });
    expect(zip).toHaveAccessibleDescription('ZIP code 94607 is in California, not Oregon');
    expect(zip).toHaveValue('94607');
    expect(zip).toHaveAttribute('inputmode', 'numeric');
    expect(within(form).getByLabelText('Phone (optional)')).toHaveAttribute('type', 'tel');
    expect(within(form).getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Lovelace');
    expect(within(form).getByRole('combobox', { name: 'State' })).toHaveValue('OR');
    expect(sent).toEqual([]);

    await user.selectOptions(within(form).getByRole('combobox', { name: 'State' }), 'CA');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(sent).toEqual([expect.objectContaining({ state: 'CA', postalCode: '94607' })]),
    );
  });

  it('refuses a street address with a control character beside it, sending nothing', async () => {
    const sent: unknown[] = [];
    restoreFetch = answerFetch({
      ...LISTS,
      '/api/profile/addresses': (init) => {
        if (init?.method === 'POST') sent.push(JSON.parse(String(init.body)));
        return { status: 200, body: { addresses: [] } };
      },
    });
    const user = userEvent.setup();
    renderApp('/profile/address', { session: signedIn });
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    await user.type(within(form).getByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
    const street = within(form).getByRole('textbox', { name: 'Street address' });
    await user.click(street);
    await user.paste('12 Birch Lane\u0007');
    await user.type(within(form).getByRole('textbox', { name: 'City' }), 'Oakland');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'State' }), 'CA');
    await user.type(within(form).getByRole('textbox', { name: 'ZIP code' }), '94607');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    const message = 'Keep this to one line, without line breaks or control characters';
    await within(form).findByText(message);
    expect(street).toHaveAccessibleDescription(message);
    expect(sent).toEqual([]);
  });

  it('shows the server’s message for a field beside that field', async () => {
    const message = 'ZIP code 94607 is in California, not Oregon';
    restoreFetch = answerFetch({
      ...LISTS,
      '/api/profile/addresses': (init) =>
        init?.method === 'POST'
          ? {
              status: 400,
              body: { error: { kind: 'invalid', message, fields: { postalCode: message } } },
            }
          : { status: 200, body: { addresses: [] } },
    });
    const user = userEvent.setup();
    renderApp('/profile/address', { session: signedIn });
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    await user.type(within(form).getByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
    await user.type(within(form).getByRole('textbox', { name: 'Street address' }), '12 Birch Lane');
    await user.type(within(form).getByRole('textbox', { name: 'City' }), 'Oakland');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'State' }), 'CA');
    await user.type(within(form).getByRole('textbox', { name: 'ZIP code' }), '94607');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    await within(form).findByText(message);
    const zip = within(form).getByRole('textbox', { name: 'ZIP code' });
    expect(zip).toHaveAccessibleDescription(message);
    expect(zip).toHaveFocus();
    expect(zip).toHaveValue('94607');
  });
});
