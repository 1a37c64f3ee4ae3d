import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BUILT_IN_RULE_CONFIGURATION,
  BUILT_IN_RULE_SET_FILES,
} from '../../../domain/box/rule-config.ts';
import { DEFAULT_INCH_CONFIG } from '../../../domain/inch/model.ts';
import { DRAFT_KEY_PREFIX } from '../../lib/design-drafts.ts';
import { answerFetch } from '../../testing/answer-fetch.ts';
import { boxes } from '../../testing/items.ts';
import { renderApp } from '../../testing/render-app.tsx';

const ORDER_ID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const OWNER = {
  status: 'signed-in',
  user: { id: 'owner-1', email: 'owner@example.com', isAdmin: true },
} as const;

/** What the view reads of `GET /api/admin/orders/:id`: a bookcase, then a sideboard. */
const ORDER = {
  id: ORDER_ID,
  number: 'BC-261129-ABCD',
  lines: [
    {
      position: 0,
      name: 'Custom Bookcase',
      configuratorPath: '/configurator',
      design: {
        designType: 'bookcase',
        configurations: boxes(0, 13),
        showBackPanel: true,
        backPanelDoubleSided: false,
        selectedColor: '#1E40AF',
        selectedTexture: null,
      },
    },
    {
      position: 1,
      name: 'Custom Sideboard',
      configuratorPath: '/configurator-inch',
      design: {
        designType: 'inch-sideboard',
        inchConfig: { ...DEFAULT_INCH_CONFIG, widthIn: 60, color: '#D73527' },
      },
    },
  ],
};

let restoreFetch = () => {};
afterEach(() => restoreFetch());

function serve(answer: { status: number; body: unknown } = { status: 200, body: ORDER }) {
  restoreFetch = answerFetch({
    [`/api/admin/orders/${ORDER_ID}`]: answer,
    // The owner's own cart and wishlist, synced as for any signed-in account.
    '/api/cart': { status: 200, body: { items: [] } },
    '/api/wishlist': { status: 200, body: { items: [] } },
    '/rules/config.json': { status: 200, body: BUILT_IN_RULE_CONFIGURATION },
    '/rules/box-placement.json': {
      status: 200,
      body: BUILT_IN_RULE_SET_FILES['box-placement.json'],
    },
  });
}

const drafts = () => Object.keys(localStorage).filter((key) => key.startsWith(DRAFT_KEY_PREFIX));

describe("an order's line in its configurator", { timeout: 30_000 }, () => {
  it('shows the cell design and its price read only, with the way back to the order', async () => {
    serve();
    renderApp(`/configurator?order=${ORDER_ID}&line=0`, { session: OWNER });
    expect(
      await screen.findByText(
        'Viewing order BC-261129-ABCD line 1 — read only',
        { selector: 'p' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute(
      'href',
      `/admin/orders/${ORDER_ID}`,
    );
    expect(await screen.findByTestId('design-summary')).toHaveTextContent(
      /2 standard cells, blue, 2 doors/,
    );
    const controls = screen.getByRole('complementary', { name: 'Design controls' });
    expect(within(controls).getByText('Configurator discount')).toBeInTheDocument();
    // Every control is there to read, none to change; nothing to buy, keep or share.
    const settings = within(controls).getByRole('group', {
      name: 'Viewing order BC-261129-ABCD line 1 — read only',
    });
    expect(settings).toBeDisabled();
    expect(within(controls).queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(within(controls).queryByRole('button', { name: 'Add to wishlist' })).toBeNull();
    expect(within(controls).queryByRole('button', { name: /Share design/ })).toBeNull();
    expect(controls).toHaveTextContent('This design belongs to a placed order');
    expect(drafts()).toEqual([]);
  });

  it('shows an inch design read only in the inch configurator', async () => {
    serve();
    renderApp(`/configurator-inch?order=${ORDER_ID}&line=1`, { session: OWNER });
    expect(
      await screen.findByText(
        'Viewing order BC-261129-ABCD line 2 — read only',
        { selector: 'p' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('design-summary')).toHaveTextContent(/^60 × /);
    expect(screen.getByRole('slider', { name: 'Width' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(drafts()).toEqual([]);
  });

  it('says so to anyone but the admin, and opens nothing', async () => {
    serve({
      status: 403,
      body: { error: { kind: 'forbidden', message: 'Only the admin can do this.' } },
    });
    renderApp(`/configurator?order=${ORDER_ID}&line=0`);
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      "Only the shop's admin can open an order's design. Sign in with the admin's account.",
    );
    expect(screen.queryByTestId('design-summary')).toBeNull();
  });
});
