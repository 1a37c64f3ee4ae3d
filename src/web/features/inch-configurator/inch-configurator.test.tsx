import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SharedDesign } from '../../../contract/shared-design.ts';
import { emitShopEvent } from '../../lib/shop-events.ts';
import { PENDING_INCH_ITEM_KEY } from '../../entities/saved-item/load-design.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { answerFetch } from '../../testing/answer-fetch.ts';
import { DEFAULT_INCH_CONFIG } from '../../../domain/inch/model.ts';
import { cart } from '../../entities/cart/cart-store.ts';
import { closePanel } from '../../lib/panels.ts';
import { wishlist } from '../../entities/wishlist/wishlist-store.ts';
import { TV_CONSOLE_HOST } from './fixtures.test-helpers.ts';
import { DEFAULT_INCH_SIDEBOARD } from './inch-configurator-page.tsx';
import { InchConfigurator } from './inch-configurator.tsx';
import { inchQuote } from './inch-facts.ts';
import { takePendingInchItemFor } from './inch-loading.ts';
import { writeDraft } from '../../lib/design-drafts.ts';

afterEach(() => closePanel());

async function openPage(path = '/configurator-inch') {
  const view = renderApp(path);
  // The page and the tool load lazily, which takes a while on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Inch Configurator' }, { timeout: 10_000 });
  await screen.findByRole('slider', { name: 'Width' }, { timeout: 10_000 });
  return view;
}

const summary = () => screen.getByTestId('design-summary');

/** Replaces what a field holds with `text`, as a customer selecting it and typing would. */
async function retype(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

// Each test loads the whole app; on a busy machine that takes longer than the default five seconds.
describe('the inch configurator page', { timeout: 30_000 }, () => {
  it('starts with the 48 in two-row sideboard and prices it at the configurator', async () => {
    await openPage();
    expect(summary()).toHaveTextContent(
      /^48 × 32.25 × 15 in sideboard, 2 rows, 6 segments: 2 doors, 2 drawers, 2 open, white, \$\d+$/,
    );
    expect(screen.getByText('Configurator discount')).toBeInTheDocument();
    expect(screen.getByTestId('weight')).toHaveTextContent(/^\d+\.\d lb$/);
  });

  it('says how the design arrives and checks it against a door as it changes', async () => {
    const user = userEvent.setup();
    await openPage();
    expect(
      screen.getByText(
        /^Arrives flat in \d+ parcels?, (the largest )?50 × 35 × 6 in, weight [\d.]+ lb$/,
      ),
    ).toBeInTheDocument();
    await retype(user, screen.getByRole('spinbutton', { name: 'Width in in' }), '72');
    expect(screen.getByText(/^Arrives flat in .*74 × 35 × 6 in, weight/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Will it get through your door?' }));
    await user.type(await screen.findByLabelText('Door width (in)'), '30');
    await user.type(screen.getByLabelText('Door height (in)'), '80');
    await user.type(screen.getByLabelText('Corridor width at a turn (in)'), '30{Enter}');
    expect(
      await screen.findByText(
        /^Parcel 1 \(74 × 35 × 6 in\) is 2.7 in too long to turn into a 30 in corridor$/,
      ),
    ).toBeInTheDocument();
  });

  it('is operated by keyboard: width, rows, row heights, depth, segments, undo and redo', async () => {
    const user = userEvent.setup();
    await openPage();
    // jsdom does not step a range input by keys; the end-to-end tests press them in Chromium.
    const width = screen.getByRole('spinbutton', { name: 'Width in in' });
    await retype(user, width, '49');
    expect(summary()).toHaveTextContent(/^49 × 32.25 × 15 in/);
    await retype(user, width, '72');
    expect(summary()).toHaveTextContent(/^72 × 32.25 × 15 in sideboard, 2 rows, 8 segments/);

    const rows = screen.getByRole('spinbutton', { name: 'Rows in rows' });
    await retype(user, rows, '3');
    expect(summary()).toHaveTextContent(/^72 × 48 × 15 in sideboard, 3 rows, 12 segments/);

    const top = screen.getByRole('group', { name: 'Row 3 height (top)' });
    await user.click(within(top).getByRole('radio', { name: '9 in' }));
    expect(summary()).toHaveTextContent(/^72 × 42 × 15 in/);

    await user.click(screen.getByRole('radio', { name: '11 in' }));
    expect(summary()).toHaveTextContent(/^72 × 42 × 11 in/);

    // The segment grid: Tab reaches it, arrows move, and the front is chosen by radio.
    const grid = screen.getByRole('group', { name: /^Segments, top row first/ });
    within(grid)
      .getAllByRole('button')
      .find((b) => b.tabIndex === 0)!
      .focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByText('Row 3, segment 4')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Drawer' }));
    expect(summary()).toHaveTextContent('3 drawers');
    await user.click(
      screen.getByRole('checkbox', { name: 'Cable opening in the back of this segment' }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Second partition' }));

    await user.keyboard('{Control>}z{/Control}');
    await user.keyboard('{Control>}z{/Control}');
    await user.keyboard('{Control>}z{/Control}');
    expect(summary()).toHaveTextContent('2 drawers');
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(summary()).toHaveTextContent('3 drawers');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(summary()).toHaveTextContent('2 drawers');
  });

  it('explains a number out of range, keeps the design, and shows its value again when left', async () => {
    const user = userEvent.setup();
    await openPage();
    const width = screen.getByRole('spinbutton', { name: 'Width in in' });
    const widthMessage =
      'Enter a width from 18 to 72 in, in whole numbers. The design keeps 48 in.';
    await retype(user, width, '90');
    // While the box has focus, what was typed stays beside the message.
    expect(width).toHaveValue(90);
    expect(width).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(widthMessage);
    expect(summary()).toHaveTextContent(/^48 ×/);
    // Left, the box shows the width the design has; the message says it was kept.
    await user.tab();
    expect(width).toHaveValue(48);
    expect(width).toHaveAttribute('aria-invalid', 'false');
    expect(width).toHaveAccessibleDescription(widthMessage);
    expect(summary()).toHaveTextContent(/^48 ×/);

    // A fraction typed after a whole number in range: 63 on the way does not stay.
    await retype(user, width, '63.5');
    expect(width).toHaveValue(63.5);
    expect(screen.getByRole('alert')).toHaveTextContent(widthMessage);
    expect(summary()).toHaveTextContent(/^48 ×/);
    await user.tab();
    expect(width).toHaveValue(48);
    expect(summary()).toHaveTextContent(/^48 ×/);
    // Nothing changed, so there is nothing to undo.
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();

    // On the way to a good number, no message; there, the design follows and the message goes.
    await retype(user, width, '6');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(width, '0');
    expect(summary()).toHaveTextContent(/^60 ×/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(width).toHaveValue(60);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const rows = screen.getByRole('spinbutton', { name: 'Rows in rows' });
    await retype(user, rows, '9');
    expect(rows).toHaveValue(9);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter a number of rows from 1 to 6, in whole numbers. The design keeps 2 rows.',
    );
    await user.tab();
    expect(rows).toHaveValue(2);
    expect(summary()).toHaveTextContent(/, 2 rows,/);
    // Enter on a number that could still grow into a good one says what is wrong at once.
    await retype(user, width, '2');
    expect(screen.queryByText(/^Enter a width/)).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(width).toHaveValue(2);
    expect(width).toHaveAccessibleDescription(
      'Enter a width from 18 to 72 in, in whole numbers. The design keeps 60 in.',
    );
  });

  it('shows the dimensions in inches and centimetres with the displayed height', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Dimensions' }));
    expect(screen.getByTestId('dimensions')).toHaveTextContent(
      '48 × 32.25 × 15 in (121.9 × 81.9 × 38.1 cm)',
    );
    fireEvent.change(screen.getByRole('slider', { name: 'Height off the floor' }), {
      target: { value: '4' },
    });
    expect(screen.getByTestId('dimensions')).toHaveTextContent(
      '36.25 in (92.1 cm) tall on its plinth',
    );
  });

  it('adds to the cart with the inch details, and skips a similar wishlist design', async () => {
    const user = userEvent.setup();
    await openPage();
    const price = screen.getByTestId('sale-price').textContent!;
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const line = cart.store.getState().items.at(-1)!;
    expect(line).toMatchObject({
      name: 'Custom Inch Sideboard',
      designType: 'inch-sideboard',
      brandType: 'sideboard_inch',
      inchConfig: DEFAULT_INCH_SIDEBOARD,
    });
    expect(`$${line.priceCents / 100}`).toBe(price);
    expect(line.details).toMatchObject({ configurationType: 'inch', inchSingleDoor: 2 });
    // The cart opened with the new line, shown by the inch display rules: the drawers (stored as
    // single dividers) as drawers, zero counts left out, the price in cents.
    const cartLine = await screen.findByRole('listitem', { name: 'Custom Inch Sideboard' });
    expect(cartLine).toHaveTextContent(`${price}.00`);
    await user.click(within(cartLine).getByRole('button', { name: 'Details' }));
    expect(within(cartLine).getByText('Drawers').nextSibling).toHaveTextContent('2');
    expect(within(cartLine).getByText('Single doors').nextSibling).toHaveTextContent('2');
    expect(within(cartLine).queryByText('Double doors')).not.toBeInTheDocument();
    expect(within(cartLine).queryByText('Cable openings')).not.toBeInTheDocument();
    expect(cartLine).toHaveTextContent('48" W × 32.25" H × 15" D');
    // Close the cart to go on.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const before = wishlist.store.getState().items.length;
    await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(wishlist.store.getState().items).toHaveLength(before + 1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 550)));
    await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(wishlist.store.getState().items).toHaveLength(before + 1);
    expect(
      await screen.findByText('A design like this is already in your wishlist'),
    ).toBeInTheDocument();
  });

  it('loads the pending inch item once, and a design sent by the load event', async () => {
    const config = { ...DEFAULT_INCH_CONFIG, widthIn: 30, rows: 1, color: '#1E40AF' };
    localStorage.setItem(
      PENDING_INCH_ITEM_KEY,
      JSON.stringify({
        version: 1,
        item: {
          id: 'w1',
          name: 'Blue cabinet',
          priceCents: 100,
          designType: 'inch-sideboard',
          inchConfig: config,
        },
      }),
    );
    await openPage();
    expect(summary()).toHaveTextContent(
      /^30 × 16.5 × 15 in sideboard, 1 row, 2 segments: 2 open, blue/,
    );
    expect(localStorage.getItem(PENDING_INCH_ITEM_KEY)).toBeNull();

    act(() => {
      emitShopEvent('configurator-inch:load-design', {
        name: 'Yellow one',
        inchConfig: { ...config, color: '#E29013', widthIn: 64 },
      });
    });
    expect(summary()).toHaveTextContent(
      /^64 × 16.5 × 15 in sideboard, 1 row, 4 segments: 4 open, yellow/,
    );

    // An item of another kind of piece stays that kind.
    act(() => {
      emitShopEvent('configurator-inch:load-design', {
        name: 'Low console',
        inchConfig: { ...config, widthIn: 64 },
        designType: 'inch-tv-stand',
      });
    });
    expect(summary()).toHaveTextContent(/^64 × 16.5 × 15 in TV stand, 1 row/);
  });

  /** A shared design as `GET /api/designs/:id` answers it. */
  const sharedDesign = (id: string, designType: string, inchConfig: unknown) => ({
    status: 200,
    body: {
      id,
      name: 'Shared Design',
      designType,
      configurationData: [],
      details: {},
      showBackPanel: true,
      backPanelDoubleSided: false,
      selectedColor: '#FFFFFF',
      selectedTexture: null,
      thumbnailUrl: null,
      isPublic: true,
      shareUrl: `http://localhost/${inchConfig === null ? 'configurator' : 'configurator-inch'}?d=${id}`,
      inchConfig,
      createdAt: '2026-11-20T10:00:00.000Z',
    } satisfies Omit<SharedDesign, 'inchConfig'> & { inchConfig: unknown },
  });

  it('loads a shared inch design from ?d=', async () => {
    const restore = answerFetch({
      '/api/designs/Abcd2345': sharedDesign('Abcd2345', 'inch-sideboard', {
        ...DEFAULT_INCH_CONFIG,
        widthIn: 54,
        rows: 4,
      }),
    });
    try {
      await openPage('/configurator-inch?d=Abcd2345');
      await waitFor(() =>
        expect(summary()).toHaveTextContent(/^54 × 63.75 × 15 in sideboard, 4 rows, 12 segments/),
      );
    } finally {
      restore();
    }
  });

  it('keeps a shared TV stand a TV stand: named, priced and put in the cart as one', async () => {
    const restore = answerFetch({
      '/api/designs/Tvst2345': sharedDesign('Tvst2345', 'inch-tv-stand', {
        ...DEFAULT_INCH_CONFIG,
        widthIn: 60,
        rows: 2,
      }),
    });
    try {
      const user = userEvent.setup();
      await openPage('/configurator-inch?d=Tvst2345');
      await waitFor(() =>
        expect(summary()).toHaveTextContent(/^60 × 32.25 × 15 in TV stand, 2 rows/),
      );
      await user.click(screen.getByRole('button', { name: 'Add to cart' }));
      expect(cart.store.getState().items.at(-1)).toMatchObject({
        name: 'Custom Inch TV Stand',
        designType: 'inch-tv-stand',
        brandType: 'tv-stand_inch',
      });
    } finally {
      restore();
    }
  });

  it('brings back the design in progress with its kind, and a draft kept before kinds were', async () => {
    writeDraft('/configurator-inch', {
      config: { ...DEFAULT_INCH_CONFIG, widthIn: 60, rows: 2 },
      designType: 'inch-tv-stand',
    });
    const first = await openPage();
    expect(summary()).toHaveTextContent(/^60 × 32.25 × 15 in TV stand, 2 rows/);
    first.unmount();
    writeDraft('/configurator-inch', { ...DEFAULT_INCH_CONFIG, widthIn: 30, rows: 1 });
    await openPage();
    expect(summary()).toHaveTextContent(/^30 × 16.5 × 15 in sideboard, 1 row/);
  });

  it('tells a cell design link apart', async () => {
    const restore = answerFetch({
      '/api/designs/Cell2345': sharedDesign('Cell2345', 'bookcase', null),
    });
    try {
      await openPage('/configurator-inch?d=Cell2345');
      expect(await screen.findByText(/This link is for a cell design/)).toBeInTheDocument();
      expect(
        screen.getByRole('link', { name: 'Open it in the Cell Configurator' }),
      ).toHaveAttribute('href', '/configurator?d=Cell2345');
    } finally {
      restore();
    }
  });
});

describe('takePendingInchItemFor', () => {
  const item = (productPageUrl?: string) =>
    JSON.stringify({
      version: 1,
      item: {
        id: 'w1',
        name: 'Console',
        priceCents: 100,
        designType: 'inch-tv-stand',
        inchConfig: DEFAULT_INCH_CONFIG,
        details: productPageUrl === undefined ? {} : { productPageUrl },
      },
    });

  it('leaves an item meant for another product page, and takes it on its own page', () => {
    localStorage.setItem(PENDING_INCH_ITEM_KEY, item('/shop/tv-stand/product/p1'));
    expect(takePendingInchItemFor('/shop/sideboard/product/p2')).toBeNull();
    expect(localStorage.getItem(PENDING_INCH_ITEM_KEY)).not.toBeNull();
    expect(takePendingInchItemFor('/shop/tv-stand/product/p1')?.name).toBe('Console');
    expect(takePendingInchItemFor('/shop/tv-stand/product/p1')).toBeNull();
  });

  it('takes any item on the inch configurator and drops an unreadable one', () => {
    localStorage.setItem(PENDING_INCH_ITEM_KEY, item('/shop/tv-stand/product/p1'));
    expect(takePendingInchItemFor('/configurator-inch')?.name).toBe('Console');
    localStorage.setItem(PENDING_INCH_ITEM_KEY, '{not json');
    expect(takePendingInchItemFor('/configurator-inch')).toBeNull();
    expect(localStorage.getItem(PENDING_INCH_ITEM_KEY)).toBeNull();
  });
});

describe('the configurator hosted on a product page', { timeout: 30_000 }, () => {
  it('starts from the product preset, at the product-page discount, under the product name', async () => {
    const user = userEvent.setup();
    const preset = { ...DEFAULT_INCH_CONFIG, widthIn: 60, rows: 1, color: '#1F2937' };
    const host = TV_CONSOLE_HOST;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/shop/tv-stand/product/p-7']}>
          <InchConfigurator preset={preset} host={host} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(summary()).toHaveTextContent(
      /^60 × 16.5 × 15 in TV stand, 1 row, 3 segments: 3 open, black, \$\d+$/,
    );
    expect(screen.getByText('Product page discount')).toBeInTheDocument();
    const quote = inchQuote(preset, host);
    expect(quote.discountPercent).toBe(20);
    expect(screen.getByTestId('sale-price')).toHaveTextContent(`$${quote.saleCents / 100}`);

    await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(wishlist.store.getState().items.at(-1)).toMatchObject({
      name: 'Minimalist TV Console',
      designType: 'inch-tv-stand',
      brandType: 'tv-stand_inch',
      discountPercentage: 20,
      details: { productId: 'p-7', productPageUrl: '/shop/tv-stand/product/p-7' },
    });
  });
});
