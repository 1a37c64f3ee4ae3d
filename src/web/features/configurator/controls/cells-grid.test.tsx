import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConfiguratorStore } from '../configurator-store.ts';
import { ConfiguratorStoreContext } from '../store-context.tsx';
import { CellsGrid } from './cells-grid.tsx';

afterEach(() => vi.restoreAllMocks());

/** A TV stand of `count` standard boxes side by side on the floor, the first one selected. */
function rowOfBoxes(count: number) {
  const store = createConfiguratorStore({ notice: () => undefined });
  store.getState().addFirstBox('standard');
  for (let i = 1; i < count; i++) {
    const last = store.getState().configurations.at(-1)!;
    expect(store.getState().addRight(last.id)).toBe(true);
  }
  store.getState().selectBox(store.getState().configurations[0]!.id);
  return store;
}

function renderGrid(store: ReturnType<typeof rowOfBoxes>, panelPx: number) {
  // jsdom lays nothing out: the grid is given the side panel's width.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(panelPx);
  render(
    <ConfiguratorStoreContext.Provider value={store}>
      <CellsGrid />
    </ConfiguratorStoreContext.Provider>,
  );
  return screen.getByRole('group', { name: /^Boxes\./ });
}

/** The first column and the span of a button in its band's grid. */
function columnsOf(button: HTMLElement): [number, number] {
  const [, first, span] = /^(\d+) \/ span (\d+)$/.exec(button.style.gridColumn)!;
  return [Number(first), Number(span)];
}

describe('the Boxes list', () => {
  it('goes on in a second band, rows kept, when the panel holds fewer columns of 44 px boxes', () => {
    const group = renderGrid(rowOfBoxes(9), 352);
    const bands = within(group).getAllByTestId('box-band');
    expect(bands).toHaveLength(2);
    expect(
      within(bands[0]!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7']);
    expect(
      within(bands[1]!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['A8', 'A9']);
    // Each band has the same seven columns, so A8 stands under A1, A9 under A2.
    for (const band of bands) {
      expect(band.style.gridTemplateColumns).toBe('repeat(7, minmax(0, 1fr))');
      for (const button of within(band).getAllByRole('button')) {
        const [first, span] = columnsOf(button);
        expect(first + span - 1).toBeLessThanOrEqual(7);
      }
    }
    expect(columnsOf(screen.getByRole('button', { name: /^Box A8,/ }))[0]).toBe(1);
  });

  it('makes each band as tall as its own boxes, row A at its foot', () => {
    const store = rowOfBoxes(9);
    expect(store.getState().addOnTop(store.getState().configurations[2]!.id)).toBe(true);
    const group = renderGrid(store, 352);
    const [first, second] = within(group).getAllByTestId('box-band');
    expect(first!.style.gridTemplateRows).toBe('repeat(2, 2.75rem)');
    expect(screen.getByRole('button', { name: /^Box B3,/ }).style.gridRow).toBe('1 / span 1');
    expect(screen.getByRole('button', { name: /^Box A3,/ }).style.gridRow).toBe('2 / span 1');
    expect(second!.style.gridTemplateRows).toBe('repeat(1, 2.75rem)');
  });

  it('keeps a design the panel holds in one band', () => {
    const group = renderGrid(rowOfBoxes(7), 352);
    expect(within(group).getAllByTestId('box-band')).toHaveLength(1);
  });

  it('moves by arrow keys from one band to the next, as in the design', async () => {
    const user = userEvent.setup();
    const store = rowOfBoxes(9);
    renderGrid(store, 352);
    const a7 = screen.getByRole('button', { name: /^Box A7,/ });
    await user.click(a7);
    await user.keyboard('{ArrowRight}');
    const a8 = screen.getByRole('button', { name: /^Box A8,/ });
    expect(a8).toHaveFocus();
    expect(a8).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(a7).toHaveFocus();
  });
});
