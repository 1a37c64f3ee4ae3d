import { createStore } from 'zustand/vanilla';
import {
  isBuiltSegment,
  setBackPanel,
  setColor,
  setDepth,
  setPartitionCableOpening,
  setRowHeight,
  setRows,
  setSegmentCableOpening,
  setSegmentStyle,
  setSegmentType,
  setStyle,
  setTexture,
  setVerticalOffset,
  setWidth,
} from '../../../domain/inch/editing.ts';
import type {
  InchBackPanelChoice,
  InchDepthIn,
  SegmentAddress,
} from '../../../domain/inch/editing.ts';
import {
  EMPTY_INCH_HISTORY,
  recordInch,
  settleInchGesture,
  redoInch,
  undoInch,
} from '../../../domain/inch/history.ts';
import type { InchHistory, InchHistoryAction, InchSnapshot } from '../../../domain/inch/history.ts';
import type { InchDesignType } from '../../../domain/design/model.ts';
import { DEFAULT_INCH_CONFIG } from '../../../domain/inch/model.ts';
import type {
  InchConfig,
  InchStyle,
  RowHeightIn,
  SegmentStyle,
  SegmentType,
} from '../../../domain/inch/model.ts';

// The inch configurator's state: the design (an InchConfig, kept whole, including segments and
// rows the current size does not build), the selected segment, two ways of looking (doors open,
// dimensions shown) and the undo history. Every change goes through a domain function.

export type InchData = {
  readonly config: InchConfig;
  /** The name the design was loaded under, if any; items take it as their name. */
  readonly designName: string | null;
  /**
   * The kind of piece a loaded design is (`inch-tv-stand`), when it came with one: a shared TV
   * stand opened in the inch configurator stays a TV stand. Null: the host's own kind.
   */
  readonly designType: InchDesignType | null;
  readonly selectedSegment: SegmentAddress | null;
  readonly doorsOpen: boolean;
  readonly showDimensions: boolean;
  readonly history: InchHistory;
  /**
   * Set while the design is only looked at (an order's line, `viewReadOnly`): what it is. Every
   * change, undo and load is then ignored.
   */
  readonly readOnly: string | null;
};

/** Options of a change: changes in one slider drag pass the same gesture and undo as one. */
export type ChangeOptions = { readonly gesture?: string | undefined };

export type InchActions = {
  setWidth(widthIn: number, options?: ChangeOptions): void;
  setRows(rows: number, options?: ChangeOptions): void;
  setDepth(depthIn: InchDepthIn): void;
  setColor(color: string): void;
  setTexture(texture: string | undefined): void;
  setStyle(style: InchStyle): void;
  setSegmentStyle(segmentStyle: SegmentStyle): void;
  setBackPanel(choice: InchBackPanelChoice): void;
  setVerticalOffset(offsetIn: number, options?: ChangeOptions): void;
  setRowHeight(rowIndex: number, heightIn: RowHeightIn): void;
  /** Sets the segment's type; without an address, the selected segment's. */
  setSegmentType(type: SegmentType, address?: SegmentAddress): void;
  setSegmentCableOpening(open: boolean, address?: SegmentAddress): void;
  setPartitionCableOpening(rowIndex: number, partitionIndex: number, open: boolean): void;
  /** Selects a built segment, or nothing; not a change to the design. */
  selectSegment(address: SegmentAddress | null): void;
  setDoorsOpen(open: boolean): void;
  toggleDimensions(): void;
  undo(): boolean;
  redo(): boolean;
  /** Puts a stored or preset design in place, with a fresh history, under its name and kind. */
  loadConfig(config: InchConfig, name?: string | null, designType?: InchDesignType | null): void;
  /** Replaces the design with where the page starts; recorded, so Undo brings it back. */
  startOver(config: InchConfig): void;
  /**
   * Puts a design in place to look at only (`what` names it, as the page says); the doors, the
   * dimensions and the selection still follow the viewer.
   */
  viewReadOnly(config: InchConfig, what: string, designType?: InchDesignType | null): void;
};

export type InchState = InchData & InchActions;

export function snapshotOf(state: InchData): InchSnapshot {
  return { config: state.config, selectedSegment: state.selectedSegment };
}

/** The selection, kept only while the segment is built. */
function builtSelection(config: InchConfig, selected: SegmentAddress | null) {
  return selected !== null && isBuiltSegment(config, selected) ? selected : null;
}

export function createInchStore(
  preset: InchConfig = DEFAULT_INCH_CONFIG,
  presetType: InchDesignType | null = null,
) {
  return createStore<InchState>()((set, get) => {
    /**
     * Applies a change after recording the state before it; a change that changes nothing is not
     * recorded, nor a gesture that comes back to where it began.
     */
    const commit = (
      action: InchHistoryAction,
      change: (config: InchConfig) => InchConfig,
      options: ChangeOptions = {},
    ): void => {
      const state = get();
      if (state.readOnly !== null) return;
      const config = change(state.config);
      if (config === state.config || JSON.stringify(config) === JSON.stringify(state.config)) {
        return;
      }
      const after = { config, selectedSegment: builtSelection(config, state.selectedSegment) };
      const history = recordInch(state.history, snapshotOf(state), action, options.gesture);
      set({ ...after, history: settleInchGesture(history, after, options.gesture) });
    };

    const target = (address: SegmentAddress | undefined): SegmentAddress | null =>
      address ?? get().selectedSegment;

    const travel = (direction: typeof undoInch): boolean => {
      if (get().readOnly !== null) return false;
      const result = direction(get().history, snapshotOf(get()));
      if (result === null) return false;
      set({
        config: result.snapshot.config,
        selectedSegment: result.snapshot.selectedSegment,
        history: result.history,
      });
      return true;
    };

    return {
      config: preset,
      designName: null,
      designType: presetType,
      selectedSegment: null,
      doorsOpen: false,
      showDimensions: false,
      history: EMPTY_INCH_HISTORY,
      readOnly: null,

      setWidth: (widthIn, options) =>
        commit('set-width', (config) => setWidth(config, widthIn), options),
      setRows: (rows, options) => commit('set-rows', (config) => setRows(config, rows), options),
      setDepth: (depthIn) => commit('set-depth', (config) => setDepth(config, depthIn)),
      setColor: (color) => commit('set-color', (config) => setColor(config, color)),
      setTexture: (texture) => commit('set-texture', (config) => setTexture(config, texture)),
      setStyle: (style) => commit('set-style', (config) => setStyle(config, style)),
      setSegmentStyle: (segmentStyle) =>
        commit('set-segment-style', (config) => setSegmentStyle(config, segmentStyle)),
      setBackPanel: (choice) => commit('set-back-panel', (config) => setBackPanel(config, choice)),
      setVerticalOffset: (offsetIn, options) =>
        commit('set-vertical-offset', (config) => setVerticalOffset(config, offsetIn), options),
      setRowHeight: (rowIndex, heightIn) =>
        commit('set-row-height', (config) => setRowHeight(config, rowIndex, heightIn)),

      setSegmentType: (type, address) => {
        const at = target(address);
        if (at === null) return;
        commit('set-segment-type', (config) => setSegmentType(config, at, type));
      },

      setSegmentCableOpening: (open, address) => {
        const at = target(address);
        if (at === null) return;
        commit('set-segment-cable-opening', (config) => setSegmentCableOpening(config, at, open));
      },

      setPartitionCableOpening: (rowIndex, partitionIndex, open) =>
        commit('set-partition-cable-opening', (config) =>
          setPartitionCableOpening(config, rowIndex, partitionIndex, open),
        ),

      selectSegment: (address) => {
        if (address !== null && !isBuiltSegment(get().config, address)) return;
        set({ selectedSegment: address });
      },

      // Ways of looking, not changes to the design: not recorded.
      setDoorsOpen: (doorsOpen) => set({ doorsOpen }),
      toggleDimensions: () => set({ showDimensions: !get().showDimensions }),

      undo: () => travel(undoInch),
      redo: () => travel(redoInch),

      startOver: (config) => commit('start-over', () => config),

      loadConfig: (config, name = null, designType = null) => {
        if (get().readOnly !== null) return;
        set({
          config,
          designName: name,
          designType,
          selectedSegment: null,
          history: EMPTY_INCH_HISTORY,
        });
      },

      viewReadOnly: (config, what, designType = null) => {
        get().loadConfig(config, null, designType);
        set({ readOnly: what });
      },
    };
  });
}

export type InchStore = ReturnType<typeof createInchStore>;

export function undoAvailable(state: InchData): boolean {
  return state.history.past.length > 0;
}

export function redoAvailable(state: InchData): boolean {
  return state.history.future.length > 0;
}
