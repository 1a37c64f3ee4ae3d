import { createStore } from 'zustand/vanilla';
import type { StoredDesign } from '../../../domain/design/parse.ts';
import { loadableDesign } from './stored-design.ts';
import {
  setBoxColor,
  setBoxTexture,
  setGlobalColor,
  setGlobalTexture,
} from '../../../domain/box/coloring.ts';
import type { Texture } from '../../../domain/box/finish.ts';
import { defaultDesign } from '../../../domain/box/generate.ts';
import type { GenerateDesignInput } from '../../../domain/box/generate.ts';
import {
  EMPTY_HISTORY,
  canRedo,
  canUndo,
  record,
  redo,
  undo,
} from '../../../domain/box/history.ts';
import type {
  History,
  HistoryAction,
  HistorySnapshot,
  SelectedSegment,
} from '../../../domain/box/history.ts';
import {
  DEFAULT_BOX_TYPE,
  DEFAULT_DESIGN_TYPE,
  DEFAULT_SCENE_STATE,
} from '../../../domain/box/model.ts';
import type { BoxDesign, BoxType, DesignType, SceneState } from '../../../domain/box/model.ts';
import { modifySegment, setAllDoorsOpen } from '../../../domain/box/modification.ts';
import type { ModificationRequest } from '../../../domain/box/modification.ts';
import { removalWithBoxesAbove } from '../../../domain/box/fixes.ts';
import {
  addBoxOnTop,
  addBoxRight,
  addFirstBox,
  removeBox,
  validateDesign,
} from '../../../domain/box/placement.ts';
import type { PlacementContext } from '../../../domain/box/placement.ts';
import { BUILT_IN_RULES } from '../../../domain/box/rule-config.ts';
import type { RuleSets } from '../../../domain/box/rule-config.ts';
import type { PricePlace } from '../../../domain/pricing/discounts.ts';
import {
  sceneForDesign,
  toggleBackPanel,
  toggleBackPanelDoubleSided,
  toggleDimensions,
} from '../../../domain/box/scene.ts';

/** A design as it is loaded from a wishlist item, a pending item or a shared link. */
export interface LoadableDesign {
  readonly configurations: BoxDesign;
  readonly designType: DesignType;
  readonly showBackPanel: boolean;
  readonly backPanelDoubleSided: boolean;
  readonly selectedColor: string;
  readonly selectedTexture: Texture | null;
}

/**
 * Where the configurator is hosted: its own page (the configurator's discount) or a product page
 * (the product page's discount, and cart items named after the product and linking back to it).
 */
export interface ConfiguratorHost {
  readonly place: PricePlace;
  readonly product?: { readonly name: string; readonly pageUrl: string } | undefined;
}

export const CONFIGURATOR_PAGE_HOST: ConfiguratorHost = { place: 'configurator' };

export interface ConfiguratorData {
  readonly host: ConfiguratorHost;
  readonly rules: RuleSets;
  readonly configurations: BoxDesign;
  readonly scene: SceneState;
  readonly designType: DesignType;
  readonly selectedConfigId: string | null;
  readonly selectedSegment: SelectedSegment | null;
  /** The box type the first-box menu and the add buttons place. */
  readonly selectedBoxType: BoxType;
  readonly history: History;
  /** The last refused action's message (also a console notice); never shown as an error. */
  readonly lastRefusal: string | null;
  /** Why the last stored design (a saved item, a shared link) could not be opened, if it could not. */
  readonly loadProblem: string | null;
  /**
   * Set while the design is only looked at (an order's line, `viewReadOnly`): what it is, and
   * every change to it is refused. Null while the design can be changed.
   */
  readonly readOnly: string | null;
}

export interface ConfiguratorActions {
  setRules(rules: RuleSets): void;
  setSelectedBoxType(type: BoxType): void;
  addFirstBox(type?: BoxType): boolean;
  addRight(boxId: string, type?: BoxType): boolean;
  addOnTop(boxId: string, type?: BoxType): boolean;
  removeBox(boxId: string): boolean;
  selectBox(boxId: string | null): void;
  setHovering(isHovering: boolean): void;
  modifySegment(boxId: string, request: ModificationRequest): boolean;
  setGlobalColor(color: string): void;
  setGlobalTexture(texture: Texture | null): void;
  setBoxColor(boxId: string, color: string): boolean;
  setBoxTexture(boxId: string, texture: Texture): boolean;
  toggleBackPanel(): void;
  toggleBackPanelDoubleSided(): void;
  setDoorsOpen(open: boolean): void;
  toggleDimensions(): void;
  /** Picks a design type and starts from its default grid. */
  setDesignType(designType: DesignType): void;
  /** A one-click fix: another design type for the same boxes, when the design obeys its rules. */
  keepDesignAs(designType: DesignType): boolean;
  /** A one-click fix: a box goes together with every box resting on it. */
  removeWithBoxesAbove(boxId: string): boolean;
  /** What the worker needs to generate a design of the current type. */
  generationInput(seed: number): GenerateDesignInput;
  /** Puts a generated design in place; recorded as one undoable step. */
  applyGenerated(boxes: BoxDesign, designType: DesignType): void;
  undo(): boolean;
  redo(): boolean;
  loadDesign(design: LoadableDesign): void;
  /** Opens a stored design; one it cannot read is left unopened and its problem kept. */
  loadStored(fields: StoredDesign): boolean;
  /** Says why a design could not be opened (null: nothing to say). */
  setLoadProblem(problem: string | null): void;
  /**
   * Opens a stored design to look at only (`what` names it, as the page says): from then on every
   * change, undo, load or reset is refused; the doors, the dimensions and the selection still
   * follow the viewer.
   */
  viewReadOnly(fields: StoredDesign, what: string): boolean;
  /** Back to an empty scene with the first-box menu; not recorded. */
  reset(): void;
  /**
   * Replaces the design with where the page starts (a product's preset, or an empty scene with
   * the first-box menu); recorded, so Undo brings the design back.
   */
  startOver(start: LoadableDesign | null): void;
}

export type ConfiguratorState = ConfiguratorData & ConfiguratorActions;

export interface ConfiguratorOptions {
  readonly rules?: RuleSets;
  readonly host?: ConfiguratorHost;
  /** Where refusals go: the spec wants console notices, not messages to the customer. */
  readonly notice?: (message: string) => void;
}

function initialData(rules: RuleSets, host: ConfiguratorHost): ConfiguratorData {
  return {
    host,
    rules,
    configurations: [],
    scene: DEFAULT_SCENE_STATE,
    designType: DEFAULT_DESIGN_TYPE,
    selectedConfigId: null,
    selectedSegment: null,
    selectedBoxType: DEFAULT_BOX_TYPE,
    history: EMPTY_HISTORY,
    lastRefusal: null,
    loadProblem: null,
    readOnly: null,
  };
}

export function snapshotOf(state: ConfiguratorData): HistorySnapshot {
  return {
    configurations: state.configurations,
    scene: state.scene,
    selectedConfigId: state.selectedConfigId,
    selectedSegment: state.selectedSegment,
    designType: state.designType,
  };
}

function segmentFor(boxId: string | null): SelectedSegment | null {
  return boxId === null ? null : { boxId, componentIndex: 0 };
}

/** The selection of a box and its first segment, or of nothing. */
function selecting(boxId: string | null) {
  return { selectedConfigId: boxId, selectedSegment: segmentFor(boxId) };
}

/**
 * The box type new boxes get, kept among those the design type offers
 * (docs/rules/configurators.md): the customer's pick while it is offered, else the design type's
 * preferred box.
 */
export function offeredBoxType(
  selected: BoxType,
  designType: DesignType,
  rules: RuleSets,
): BoxType {
  const designSet = rules.designSets[designType];
  return designSet.allowedBoxTypes.includes(selected) ? selected : designSet.preferredBoxType;
}

/** The doors keep the scene's open-or-closed state whatever changes the design. */
function withDoors(design: BoxDesign, scene: SceneState): BoxDesign {
  const anyDiffers = design.some((box) =>
    box.components.some((component) => component.modification.isOpen !== scene.doorsOpen),
  );
  return anyDiffers ? setAllDoorsOpen(design, scene.doorsOpen) : design;
}

export function createConfiguratorStore(options: ConfiguratorOptions = {}) {
  const notice = options.notice ?? ((message: string) => console.info(message));

  return createStore<ConfiguratorState>()((set, get) => {
    const ctx = (): PlacementContext => ({ designType: get().designType, rules: get().rules });

    const refuse = (message: string): false => {
      notice(message);
      set({ lastRefusal: message });
      return false;
    };

    /** Whether the design is only looked at; says so when a change is asked for. */
    const frozen = (): boolean => {
      const what = get().readOnly;
      if (what === null) return false;
      refuse(`${what} is read only: it cannot be changed here.`);
      return true;
    };

    /** Applies a change to the design after recording the state before it. */
    const commit = (
      action: HistoryAction,
      next: Partial<ConfiguratorData> & { configurations?: BoxDesign },
    ): void => {
      if (frozen()) return;
      const state = get();
      const configurations = next.configurations ?? state.configurations;
      const scene = sceneForDesign(next.scene ?? state.scene, configurations);
      set({
        ...next,
        selectedBoxType: offeredBoxType(
          state.selectedBoxType,
          next.designType ?? state.designType,
          state.rules,
        ),
        configurations: withDoors(configurations, scene),
        scene,
        history: record(state.history, snapshotOf(state), action),
        lastRefusal: null,
      });
    };

    /** Adds a box beside or above another, as the rules allow. */
    const addDirectional = (
      place: typeof addBoxRight | typeof addBoxOnTop,
      boxId: string,
      type: BoxType | undefined,
    ): boolean => {
      if (frozen()) return false;
      const result = place(get().configurations, boxId, type ?? get().selectedBoxType, ctx());
      if (!result.ok) return refuse(result.message);
      commit('add-directional-box', {
        configurations: result.design,
        ...selecting(result.box.id),
      });
      return true;
    };

    /**
     * Commits a design with `boxId` (and any boxes removed with it) gone. With `reselect`, the
     * selection goes to the box the removed one stood on (else the last one placed), so its panel,
     * and the keyboard focus in it, stay; otherwise the selection is kept.
     */
    const commitRemoval = (design: BoxDesign, boxId: string, reselect: boolean): void => {
      const removed = get().configurations.find((box) => box.id === boxId);
      const selected = reselect
        ? ((design.findLast((box) => box.stackId === removed?.stackId) ?? design.at(-1))?.id ??
          null)
        : get().selectedConfigId;
      commit('remove-box', {
        configurations: design,
        ...selecting(selected),
      });
    };

    const restore = (snapshot: HistorySnapshot, history: History): void => {
      set({
        configurations: snapshot.configurations,
        scene: snapshot.scene,
        selectedConfigId: snapshot.selectedConfigId,
        selectedSegment: snapshot.selectedSegment,
        designType: snapshot.designType,
        selectedBoxType: offeredBoxType(get().selectedBoxType, snapshot.designType, get().rules),
        history,
      });
    };

    const replaceDesign = (
      action: HistoryAction,
      boxes: BoxDesign,
      designType: DesignType,
    ): void => {
      const first = boxes[0]?.id ?? null;
      commit(action, {
        configurations: boxes,
        designType,
        ...selecting(first),
      });
    };

    return {
      ...initialData(options.rules ?? BUILT_IN_RULES, options.host ?? CONFIGURATOR_PAGE_HOST),

      setRules: (rules) =>
        set({
          rules,
          selectedBoxType: offeredBoxType(get().selectedBoxType, get().designType, rules),
        }),
      setSelectedBoxType: (type) =>
        set({ selectedBoxType: offeredBoxType(type, get().designType, get().rules) }),

      addFirstBox: (type) => {
        if (frozen()) return false;
        const result = addFirstBox(get().configurations, type ?? get().selectedBoxType, ctx());
        if (!result.ok) return refuse(result.message);
        commit('add-box', {
          configurations: result.design,
          ...selecting(result.box.id),
        });
        return true;
      },

      addRight: (boxId, type) => addDirectional(addBoxRight, boxId, type),
      addOnTop: (boxId, type) => addDirectional(addBoxOnTop, boxId, type),

      removeBox: (boxId) => {
        if (frozen()) return false;
        const result = removeBox(get().configurations, boxId, ctx());
        if (!result.ok) return refuse(result.message);
        commitRemoval(result.design, boxId, get().selectedConfigId === boxId);
        return true;
      },

      removeWithBoxesAbove: (boxId) => {
        if (frozen()) return false;
        const fix = removalWithBoxesAbove(get().configurations, boxId, ctx());
        // Offered only where it exists; nothing to do otherwise.
        if (fix === null) return false;
        commitRemoval(fix.design, boxId, true);
        return true;
      },

      keepDesignAs: (designType) => {
        if (frozen()) return false;
        const other = { designType, rules: get().rules };
        const violation = validateDesign(get().configurations, other)[0];
        if (violation !== undefined) return refuse(violation.message);
        commit('change-design-type', { designType });
        return true;
      },

      selectBox: (boxId) => {
        if (boxId !== null && !get().configurations.some((box) => box.id === boxId)) return;
        set(selecting(boxId));
      },

      setHovering: (isHovering) => {
        if (get().scene.isHovering !== isHovering) {
          set({ scene: { ...get().scene, isHovering } });
        }
      },

      modifySegment: (boxId, request) => {
        if (frozen()) return false;
        const result = modifySegment(get().configurations, boxId, request, get().designType);
        if (!result.ok) return refuse(result.message);
        commit('modify-segment', {
          configurations: result.design,
          ...selecting(boxId),
        });
        return true;
      },

      setGlobalColor: (color) => {
        const next = setGlobalColor(get().configurations, get().scene, color);
        commit('set-color', { configurations: next.design, scene: next.scene });
      },

      setGlobalTexture: (texture) => {
        const next = setGlobalTexture(get().configurations, get().scene, texture);
        commit('set-texture', { configurations: next.design, scene: next.scene });
      },

      setBoxColor: (boxId, color) => {
        if (frozen()) return false;
        const result = setBoxColor(get().configurations, boxId, color);
        if (!result.ok) return refuse(result.message);
        commit('set-box-color', { configurations: result.design });
        return true;
      },

      setBoxTexture: (boxId, texture) => {
        if (frozen()) return false;
        const result = setBoxTexture(get().configurations, boxId, texture);
        if (!result.ok) return refuse(result.message);
        commit('set-box-texture', { configurations: result.design });
        return true;
      },

      toggleBackPanel: () => commit('toggle-back-panel', { scene: toggleBackPanel(get().scene) }),

      toggleBackPanelDoubleSided: () =>
        commit('toggle-back-panel-double-sided', {
          scene: toggleBackPanelDoubleSided(get().scene),
        }),

      // Opening the doors is a way of looking, not a change to the design: it is not recorded.
      setDoorsOpen: (open) => {
        const scene = { ...get().scene, doorsOpen: open };
        set({ scene, configurations: setAllDoorsOpen(get().configurations, open) });
      },

      toggleDimensions: () => set({ scene: toggleDimensions(get().scene) }),

      setDesignType: (designType) => {
        const generated = defaultDesign(designType, get().rules);
        replaceDesign('generate-design', generated.boxes, designType);
      },

      generationInput: (seed) => {
        const { designType, rules } = get();
        const designSet = rules.designSets[designType];
        return {
          columns: designSet.defaultGrid.columns,
          rows: designSet.defaultGrid.rows,
          allowedBoxTypes: designSet.allowedBoxTypes,
          preferredBoxType: designSet.preferredBoxType,
          designType,
          seed,
        };
      },

      applyGenerated: (boxes, designType) => replaceDesign('generate-design', boxes, designType),

      undo: () => {
        if (frozen()) return false;
        const travel = undo(get().history, snapshotOf(get()));
        if (travel === null) return false;
        restore(travel.snapshot, travel.history);
        return true;
      },

      redo: () => {
        if (frozen()) return false;
        const travel = redo(get().history, snapshotOf(get()));
        if (travel === null) return false;
        restore(travel.snapshot, travel.history);
        return true;
      },

      loadDesign: (design) => {
        if (frozen()) return;
        const scene = sceneForDesign(
          {
            ...DEFAULT_SCENE_STATE,
            showBackPanel: design.showBackPanel,
            backPanelDoubleSided: design.backPanelDoubleSided,
            selectedColor: design.selectedColor,
            selectedTexture: design.selectedTexture,
          },
          design.configurations,
        );
        set({
          configurations: withDoors(design.configurations, scene),
          scene,
          designType: design.designType,
          selectedBoxType: offeredBoxType(get().selectedBoxType, design.designType, get().rules),
          selectedConfigId: null,
          selectedSegment: null,
          history: EMPTY_HISTORY,
          lastRefusal: null,
        });
      },

      loadStored: (fields) => {
        if (frozen()) return false;
        const loaded = loadableDesign(fields);
        if (!loaded.ok) {
          set({ loadProblem: `This design cannot be opened here. ${loaded.error.message}` });
          return false;
        }
        get().loadDesign(loaded.value);
        set({ loadProblem: null });
        return true;
      },

      setLoadProblem: (problem) => set({ loadProblem: problem }),

      viewReadOnly: (fields, what) => {
        if (!get().loadStored(fields)) return false;
        set({ readOnly: what });
        return true;
      },

      reset: () => {
        if (frozen()) return;
        set({ ...initialData(get().rules, get().host), loadProblem: get().loadProblem });
      },

      startOver: (start) => {
        const scene = start
          ? {
              ...get().scene,
              showBackPanel: start.showBackPanel,
              backPanelDoubleSided: start.backPanelDoubleSided,
              selectedColor: start.selectedColor,
              selectedTexture: start.selectedTexture,
            }
          : { ...DEFAULT_SCENE_STATE, doorsOpen: get().scene.doorsOpen };
        commit('start-over', {
          configurations: start?.configurations ?? [],
          designType: start?.designType ?? DEFAULT_DESIGN_TYPE,
          scene,
          selectedConfigId: null,
          selectedSegment: null,
        });
      },
    };
  });
}

export type ConfiguratorStore = ReturnType<typeof createConfiguratorStore>;

/**
 * Whether a new design type would replace the customer's own work — boxes they placed or changed,
 * or a design they opened — rather than a grid the shop made for them (a type's default grid or a
 * generated one), so that the configurator asks first.
 */
export function typeChangeReplacesWork(state: ConfiguratorData): boolean {
  if (state.configurations.length === 0) return false;
  return state.history.past.at(-1)?.action !== 'generate-design';
}

export function undoAvailable(state: ConfiguratorData): boolean {
  return canUndo(state.history);
}

export function redoAvailable(state: ConfiguratorData): boolean {
  return canRedo(state.history);
}
