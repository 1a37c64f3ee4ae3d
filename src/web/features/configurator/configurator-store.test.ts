import { describe, expect, it, vi } from 'vitest';
import { salePrice } from '../../../domain/pricing/discounts.ts';
import { generateDesign } from '../../../domain/box/generate.ts';
import { boxTypeOf } from '../../../domain/box/model.ts';
import {
  createConfiguratorStore,
  redoAvailable,
  typeChangeReplacesWork,
  undoAvailable,
} from './configurator-store.ts';
import { designItem, designQuote, designSummary, overallDimensions } from './design-facts.ts';

function newStore() {
  const notices: string[] = [];
  const store = createConfiguratorStore({ notice: (message) => notices.push(message) });
  return { store, notices, s: () => store.getState() };
}

/** Runs an action, checks it changed something, undoes it, checks the state is back, redoes it. */
function expectUndoable(store: ReturnType<typeof newStore>['store'], act: () => void) {
  const before = store.getState();
  act();
  const after = store.getState();
  expect(after.history.past.length).toBe(before.history.past.length + 1);
  expect(store.getState().undo()).toBe(true);
  const undone = store.getState();
  expect(undone.configurations).toEqual(before.configurations);
  expect(undone.scene).toEqual(before.scene);
  expect(undone.designType).toBe(before.designType);
  expect(undone.selectedConfigId).toBe(before.selectedConfigId);
  expect(store.getState().redo()).toBe(true);
  expect(store.getState().configurations).toEqual(after.configurations);
  expect(store.getState().scene).toEqual(after.scene);
}

describe('configurator store', () => {
  it('starts empty with the first-box menu and the spec defaults', () => {
    const { s } = newStore();
    expect(s().configurations).toEqual([]);
    expect(s().scene.showInitialBoxMenu).toBe(true);
    expect(s().scene.showBackPanel).toBe(true);
    expect(s().scene.selectedColor).toBe('#FFFFFF');
    expect(s().designType).toBe('tvStand');
    expect(s().selectedBoxType).toBe('standard');
    expect(undoAvailable(s())).toBe(false);
  });

  it.each(['standard', 'wide', 'double-stack'] as const)(
    'adds a first %s box from the menu, selects it and can undo it',
    (type) => {
      const { store, s } = newStore();
      // A sideboard offers all three box types.
      s().reset();
      store.setState({ designType: 'sideboard' });
      expectUndoable(store, () => expect(s().addFirstBox(type)).toBe(true));
      expect(s().configurations).toHaveLength(1);
      expect(boxTypeOf(s().configurations[0]!)).toBe(type);
      expect(s().scene.showInitialBoxMenu).toBe(false);
      expect(s().scene.activeBoxCount).toBe(1);
      expect(s().selectedConfigId).toBe(s().configurations[0]!.id);
    },
  );

  it('adds to the right and on top, each undoable', () => {
    const { store, s } = newStore();
    s().addFirstBox('standard');
    const first = s().configurations[0]!.id;
    expectUndoable(store, () => expect(s().addRight(first)).toBe(true));
    expect(s().configurations.map((box) => box.gridPosition)).toEqual(['A1', 'A2']);
    expectUndoable(store, () => expect(s().addOnTop(first)).toBe(true));
    expect(s().configurations.map((box) => box.gridPosition)).toEqual(['A1', 'A2', 'B1']);
    expect(s().history.past.map((entry) => entry.action)).toEqual([
      'add-box',
      'add-directional-box',
      'add-directional-box',
    ]);
  });

  it('refuses an add the rules forbid with a console notice, not a change', () => {
    const { s, notices } = newStore();
    s().addFirstBox('standard');
    const first = s().configurations[0]!.id;
    s().addRight(first);
    const before = s().configurations;
    expect(s().addRight(first)).toBe(false);
    expect(notices).toEqual(['There is already a box to the right']);
    expect(s().lastRefusal).toBe('There is already a box to the right');
    expect(s().configurations).toBe(before);
    // TV stands stop at three rows.
    let top = first;
    for (let i = 0; i < 2; i++) {
      s().addOnTop(top);
      top = s().selectedConfigId!;
    }
    expect(s().addOnTop(top)).toBe(false);
    expect(notices.at(-1)).toBe('TV stands are limited to 3 rows maximum');
  });

  it('removes a box only when nothing rests on it; the last removal brings back the menu', () => {
    const { store, s, notices } = newStore();
    s().addFirstBox('standard');
    const first = s().configurations[0]!.id;
    s().addOnTop(first);
    const upper = s().selectedConfigId!;
    expect(s().removeBox(first)).toBe(false);
    expect(notices).toEqual(['Remove the boxes above this box first']);
    expectUndoable(store, () => expect(s().removeBox(upper)).toBe(true));
    expectUndoable(store, () => expect(s().removeBox(first)).toBe(true));
    expect(s().configurations).toEqual([]);
    expect(s().scene.showInitialBoxMenu).toBe(true);
    expect(s().selectedConfigId).toBeNull();
  });

  it('selects boxes without recording history and ignores unknown ids', () => {
    const { s } = newStore();
    s().addFirstBox('standard');
    const id = s().configurations[0]!.id;
    s().selectBox(null);
    expect(s().selectedConfigId).toBeNull();
    s().selectBox(id);
    expect(s().selectedSegment).toEqual({ boxId: id, componentIndex: 0 });
    s().selectBox('box-99');
    expect(s().selectedConfigId).toBe(id);
    expect(s().history.past).toHaveLength(1);
    s().setHovering(true);
    expect(s().scene.isHovering).toBe(true);
  });

  it('modifies a segment as the box type allows, undoably', () => {
    const { store, s, notices } = newStore();
    s().addFirstBox('standard');
    const id = s().configurations[0]!.id;
    expectUndoable(store, () => expect(s().modifySegment(id, { type: 'double-door' })).toBe(true));
    // A double door on a standard box becomes a single door.
    expect(s().configurations[0]!.components[0]!.modification.type).toBe('door');
    expectUndoable(store, () =>
      expect(s().modifySegment(id, { type: 'open', cableOpening: true })).toBe(true),
    );
    expect(s().configurations[0]!.components[0]!.modification.cableOpening).toBe(true);
    expect(s().modifySegment('box-99', { type: 'door' })).toBe(false);
    expect(notices).toEqual(['Source box not found']);
  });

  it('sets global and per-box colours and textures, each undoable, clearing as docs/rules/configurators.md says', () => {
    const { store, s } = newStore();
    s().addFirstBox('standard');
    const id = s().configurations[0]!.id;
    s().addRight(id);
    expectUndoable(store, () => expect(s().setBoxColor(id, '#D73527')).toBe(true));
    expect(s().configurations[0]!.selectedColor).toBe('#D73527');
    expectUndoable(store, () => expect(s().setBoxTexture(id, 'coffeeOak')).toBe(true));
    expect(s().configurations[0]!.selectedColor).toBeUndefined();
    expect(s().configurations[0]!.selectedTexture).toBe('coffeeOak');
    expectUndoable(store, () => s().setGlobalTexture('thermoWalnut'));
    expect(s().scene.selectedTexture).toBe('thermoWalnut');
    expect(s().configurations[0]!.selectedTexture).toBeUndefined();
    expectUndoable(store, () => s().setGlobalColor('#1E40AF'));
    expect(s().scene).toMatchObject({ selectedColor: '#1E40AF', selectedTexture: null });
    expect(s().setBoxColor('box-99', '#D73527')).toBe(false);
    expect(s().setBoxTexture('box-99', 'birch')).toBe(false);
  });

  it('toggles the back panel and the double-sided back panel, undoably', () => {
    const { store, s } = newStore();
    s().addFirstBox('standard');
    expectUndoable(store, () => s().toggleBackPanel());
    expect(s().scene.showBackPanel).toBe(false);
    expectUndoable(store, () => s().toggleBackPanelDoubleSided());
    expect(s().scene.backPanelDoubleSided).toBe(true);
  });

  it('opens and closes all doors together, as a view state kept through later changes', () => {
    const { s } = newStore();
    s().addFirstBox('standard');
    const id = s().configurations[0]!.id;
    s().modifySegment(id, { type: 'door' });
    s().setDoorsOpen(true);
    expect(s().scene.doorsOpen).toBe(true);
    expect(s().configurations[0]!.components[0]!.modification.isOpen).toBe(true);
    // A box added while the doors stand open opens too.
    s().addRight(id);
    expect(s().configurations.every((box) => box.components[0]!.modification.isOpen)).toBe(true);
    const past = s().history.past.length;
    s().setDoorsOpen(false);
    expect(s().history.past.length).toBe(past);
    expect(s().configurations.some((box) => box.components[0]!.modification.isOpen)).toBe(false);
  });

  it('toggles the dimensions overlay without recording it', () => {
    const { s } = newStore();
    s().toggleDimensions();
    expect(s().scene.showDimensions).toBe(true);
    expect(s().history.past).toHaveLength(0);
  });

  it('picks a design type with its default grid, undoably', () => {
    const { store, s } = newStore();
    expectUndoable(store, () => s().setDesignType('bookcase'));
    expect(s().designType).toBe('bookcase');
    expect(s().configurations).toHaveLength(12);
    expect(overallDimensions(s().configurations).inchesText).toBe('39 × 56 × 14 in');
    s().setDesignType('tallBookcase');
    expect(boxTypeOf(s().configurations[0]!)).toBe('double-stack');
  });

  it('keeps the new-box type among those the design type offers (docs/rules/configurators.md)', () => {
    const { s } = newStore();
    s().setDesignType('wallStorage');
    s().setSelectedBoxType('double-stack');
    expect(s().selectedBoxType).toBe('double-stack');
    s().setDesignType('tvStand');
    expect(s().selectedBoxType).toBe('wide');
    s().setSelectedBoxType('double-stack');
    expect(s().selectedBoxType).toBe('wide');
    expect(s().addRight(s().configurations[0]!.id, 'double-stack')).toBe(false);
    expect(s().lastRefusal).toBe('Double Stack is not available for TV stand designs');
    s().undo();
    expect(s().designType).toBe('wallStorage');
    s().setSelectedBoxType('double-stack');
    s().setDesignType('tallBookcase');
    expect(s().selectedBoxType).toBe('double-stack');
    s().setSelectedBoxType('wide');
    expect(s().selectedBoxType).toBe('double-stack');
  });

  it("asks before a new design type replaces the customer's own work, not the shop's grids", () => {
    const { s } = newStore();
    expect(typeChangeReplacesWork(s())).toBe(false);
    s().setDesignType('bookcase');
    expect(typeChangeReplacesWork(s())).toBe(false);
    expect(s().removeBox(s().configurations.at(-1)!.id)).toBe(true);
    expect(typeChangeReplacesWork(s())).toBe(true);
    s().undo();
    expect(typeChangeReplacesWork(s())).toBe(false);
    s().loadDesign({
      configurations: s().configurations,
      designType: 'bookcase',
      showBackPanel: true,
      backPanelDoubleSided: false,
      selectedColor: '#FFFFFF',
      selectedTexture: null,
    });
    expect(typeChangeReplacesWork(s())).toBe(true);
  });

  it('summarises wide boxes as columns of boxes, and a product page’s design by its name', () => {
    const store = createConfiguratorStore({
      notice: () => {},
      host: {
        place: 'product-page',
        product: { name: 'Black Sideboard', pageUrl: '/shop/sideboard/product/black-sideboard' },
      },
    });
    // The sideboard's grid: four wide boxes across, two high, 104 inches wide.
    store.getState().setDesignType('sideboard');
    expect(designSummary(store.getState())).toMatch(
      /^Black Sideboard, 4 × 2 boxes, 8 wide cells, white, \d+ doors?, 104 × [\d.]+ × 14 in, \$/,
    );
  });

  it('counts a box on half of a wide one in the rows up, not the columns across', () => {
    const { s } = newStore();
    s().setSelectedBoxType('wide');
    s().addFirstBox('wide');
    s().setSelectedBoxType('standard');
    expect(s().addOnTop(s().configurations[0]!.id)).toBe(true);
    expect(designSummary(s())).toMatch(/^1 × 2 [a-zA-Z ]+, 1 standard cell, 1 wide cell, /);
  });

  it('applies a generated design from the worker input, undoably', () => {
    const { store, s } = newStore();
    s().setDesignType('sideboard');
    const input = s().generationInput(42);
    expect(input).toMatchObject({ columns: 4, rows: 2, preferredBoxType: 'wide', seed: 42 });
    const generated = generateDesign(input);
    expectUndoable(store, () => s().applyGenerated(generated.boxes, 'sideboard'));
    expect(s().configurations).toEqual(generated.boxes);
    expect(s().history.past.at(-1)?.action).toBe('generate-design');
  });

  it('undo and redo do nothing at the ends, and a new action clears redo', () => {
    const { s } = newStore();
    expect(s().undo()).toBe(false);
    expect(s().redo()).toBe(false);
    s().addFirstBox('standard');
    s().undo();
    expect(redoAvailable(s())).toBe(true);
    s().addFirstBox('wide');
    expect(redoAvailable(s())).toBe(false);
  });

  it('loads a design with a fresh history', () => {
    const { s } = newStore();
    s().addFirstBox('standard');
    const boxes = generateDesign(s().generationInput(1)).boxes;
    s().loadDesign({
      configurations: boxes,
      designType: 'tvStand',
      showBackPanel: false,
      backPanelDoubleSided: true,
      selectedColor: '#2B7E52',
      selectedTexture: null,
    });
    expect(s().configurations).toEqual(boxes);
    expect(s().scene).toMatchObject({
      showBackPanel: false,
      backPanelDoubleSided: true,
      selectedColor: '#2B7E52',
      activeBoxCount: boxes.length,
      showInitialBoxMenu: false,
    });
    expect(undoAvailable(s())).toBe(false);
  });

  it('shows an opened design read only: every change, undo, load and reset is refused, looking is not', () => {
    const { s, notices } = newStore();
    const boxes = generateDesign(s().generationInput(1)).boxes;
    const opened = s().viewReadOnly(
      {
        designType: 'bookcase',
        configurations: boxes,
        showBackPanel: true,
        backPanelDoubleSided: false,
        selectedColor: '#1E40AF',
        selectedTexture: null,
      },
      'Order BC-261129-ABCD line 1',
    );
    expect(opened).toBe(true);
    expect(s().readOnly).toBe('Order BC-261129-ABCD line 1');
    const shown = { configurations: s().configurations, scene: s().scene };
    const first = boxes[0]!.id;

    expect(s().addFirstBox('standard')).toBe(false);
    expect(s().addRight(first)).toBe(false);
    expect(s().addOnTop(first)).toBe(false);
    expect(s().removeBox(first)).toBe(false);
    expect(s().removeWithBoxesAbove(first)).toBe(false);
    expect(s().modifySegment(first, { type: 'door' })).toBe(false);
    expect(s().setBoxColor(first, '#D73527')).toBe(false);
    expect(s().keepDesignAs('tvStand')).toBe(false);
    s().setGlobalColor('#D73527');
    s().setGlobalTexture('thermoWalnut');
    s().toggleBackPanel();
    s().setDesignType('tvStand');
    s().startOver(null);
    s().reset();
    expect(s().undo()).toBe(false);
    expect(s().loadStored({ designType: 'bookcase', configurations: [] })).toBe(false);
    expect({ configurations: s().configurations, scene: s().scene }).toEqual(shown);
    expect(s().history.past).toHaveLength(0);
    expect(notices.at(-1)).toBe(
      'Order BC-261129-ABCD line 1 is read only: it cannot be changed here.',
    );

    // Ways of looking still follow the viewer.
    s().selectBox(first);
    expect(s().selectedConfigId).toBe(first);
    s().toggleDimensions();
    expect(s().scene.showDimensions).toBe(true);
  });

  it('keeps at most 50 history entries', () => {
    const { s } = newStore();
    s().addFirstBox('standard');
    for (let i = 0; i < 60; i++) s().toggleBackPanel();
    expect(s().history.past).toHaveLength(50);
  });

  it('logs refusals with console.info by default', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const store = createConfiguratorStore();
    store.getState().removeBox('box-1');
    expect(info).toHaveBeenCalledWith('Source box not found');
    info.mockRestore();
  });
});

describe('design facts', () => {
  it('prices, summarises and itemises the default bookcase from the domain', () => {
    const { s } = newStore();
    s().setDesignType('bookcase');
    const quote = designQuote(s());
    expect(quote.discountPercent).toBe(30);
    expect(quote.saleCents).toBe(salePrice(quote.listCents, 30));
    expect(designSummary(s())).toMatch(
      /^3 × 4 bookcase, 12 standard cells, white, 0 doors, 39 × 56 × 14 in, \$[\d,]+\.\d\d$/,
    );
    const item = designItem(s(), { id: 'item-1', now: new Date('2026-11-22T10:00:00Z') });
    // An abbreviation keeps its capitals in the sentence.
    const { s: tv } = newStore();
    tv().setDesignType('tvStand');
    expect(designSummary(tv())).toMatch(/^\d+ × \d+ TV stand, /);
    expect(item).toMatchObject({
      id: 'item-1',
      name: 'Custom Bookcase',
      priceCents: quote.saleCents,
      originalPriceCents: quote.listCents,
      designType: 'bookcase',
      selectedColor: '#FFFFFF',
      discountPercentage: 30,
      dimensions: '39" W × 56" H × 14" D',
      dateAdded: '2026-11-22T10:00:00.000Z',
    });
    expect(item.details.standardBox).toBe(12);
    expect(item.configurations).toHaveLength(12);
  });
});
