import { DoorClosed, DoorOpen, Redo2, Ruler, Share2, Shuffle, Undo2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent, ReactNode } from 'react';
import { HPL_COLORS, TEXTURES } from '../../../domain/box/finish.ts';
import type { Texture } from '../../../domain/box/finish.ts';
import { cellOfBox } from '../../../domain/box/geometry.ts';
import { BOX_PRESETS, BOX_TYPES, DESIGN_TYPES, boxTypeOf } from '../../../domain/box/model.ts';
import type { BoxConfiguration, BoxType, ModificationType } from '../../../domain/box/model.ts';
import { allowedModifications } from '../../../domain/box/modification.ts';
import { canAddOnTop, canAddRight, canRemoveBox } from '../../../domain/box/placement.ts';
import { boxItemDetails } from '../../../domain/items/details.ts';
import { colorName, featureRows, textureName } from '../../../domain/items/display.ts';
import { formatCents } from '../../../domain/pricing/money.ts';
import { randomItemId } from '../../lib/cart-store.ts';
import { cn } from '../../lib/cn.ts';
import { shareInputOf } from '../../lib/shared-designs-api.ts';
import { Button } from '../../ui/button.tsx';
import { ShareDesignDialog } from '../../ui/share-design-dialog.tsx';
import { toast } from '../../ui/toast-store.ts';
import { redoAvailable, undoAvailable } from './configurator-store.ts';
import type { ConfiguratorData } from './configurator-store.ts';
import {
  designItem,
  designQuote,
  designSummary,
  designWeightText,
  overallDimensions,
} from './design-facts.ts';
import { generateInWorker } from './generate-in-worker.ts';
import { saveDesignItem, itemDestinations } from './item-actions.ts';
import { captureThumbnail } from './scene/capture.ts';
import { useConfigurator, useConfiguratorStore } from './store-context.tsx';

export const MODIFICATION_LABELS: Readonly<Record<ModificationType, string>> = {
  open: 'Open',
  'open-single-divider': 'Divider',
  'single-divider': 'One shelf',
  'double-divider': 'Two shelves',
  door: 'Door',
  'double-door': 'Double door',
  drawer: 'Drawer',
};

const BOX_SIZES: Readonly<Record<BoxType, string>> = {
  standard: '13 × 14 × 14 in',
  wide: '26 × 14 × 14 in',
  'double-stack': '13 × 28 × 14 in',
};

const iconButton =
  'inline-flex min-h-11 items-center gap-2 rounded-md border border-line bg-paper/95 px-3 text-sm font-medium hover:bg-paper disabled:cursor-not-allowed disabled:opacity-50';

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** Undo, redo, doors and dimensions over the 3D view, with Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z. */
export function ConfiguratorToolbar() {
  const store = useConfiguratorStore();
  const canUndo = useConfigurator(undoAvailable);
  const canRedo = useConfigurator(redoAvailable);
  const doorsOpen = useConfigurator((s) => s.scene.doorsOpen);
  const showDimensions = useConfigurator((s) => s.scene.showDimensions);
  const configurations = useConfigurator((s) => s.configurations);
  const dims = useMemo(
    () => (configurations.length === 0 ? null : overallDimensions(configurations)),
    [configurations],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z') return;
      if (isTyping(event.target)) return;
      event.preventDefault();
      if (event.shiftKey) store.getState().redo();
      else store.getState().undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);

  return (
    <>
      <div
        className="absolute top-2 left-2 z-10 flex flex-wrap gap-2"
        role="toolbar"
        aria-label="View and history"
      >
        <button
          type="button"
          className={iconButton}
          disabled={!canUndo}
          onClick={() => store.getState().undo()}
          aria-keyshortcuts="Control+Z Meta+Z"
        >
          <Undo2 aria-hidden className="size-4" />
          Undo
        </button>
        <button
          type="button"
          className={iconButton}
          disabled={!canRedo}
          onClick={() => store.getState().redo()}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
        >
          <Redo2 aria-hidden className="size-4" />
          Redo
        </button>
        <button
          type="button"
          className={iconButton}
          aria-pressed={doorsOpen}
          onClick={() => store.getState().setDoorsOpen(!doorsOpen)}
        >
          {doorsOpen ? (
            <DoorOpen aria-hidden className="size-4" />
          ) : (
            <DoorClosed aria-hidden className="size-4" />
          )}
          {doorsOpen ? 'Close doors' : 'Open doors'}
        </button>
        <button
          type="button"
          className={iconButton}
          aria-pressed={showDimensions}
          onClick={() => store.getState().toggleDimensions()}
        >
          <Ruler aria-hidden className="size-4" />
          Dimensions
        </button>
      </div>
      {showDimensions && dims !== null && (
        <p
          className="absolute bottom-2 left-2 z-10 rounded-md border border-line bg-paper/95 px-3 py-2 text-sm tabular-nums"
          data-testid="dimensions"
        >
          {dims.inchesText} <span className="text-ink-muted">({dims.centimetresText})</span>
        </p>
      )}
    </>
  );
}

/** Shown when the scene has no boxes (configurators §2). */
export function FirstBoxMenu() {
  const store = useConfiguratorStore();
  return (
    <div className="absolute inset-0 z-10 flex items-center justify-center p-4">
      <section
        aria-labelledby="first-box-title"
        className="w-full max-w-md rounded-md border border-line bg-paper p-5"
      >
        <h2 id="first-box-title" className="text-lg font-semibold">
          Start with a box
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Pick the first cell; add more to its right and on top of it.
        </p>
        <div className="mt-4 grid gap-2">
          {BOX_TYPES.map((type) => (
            <Button
              key={type}
              variant="secondary"
              className="justify-between"
              onClick={() => store.getState().addFirstBox(type)}
            >
              <span>{BOX_PRESETS[type].label}</span>
              <span className="text-ink-muted tabular-nums">{BOX_SIZES[type]}</span>
            </Button>
          ))}
        </div>
      </section>
    </div>
  );
}

/** The design in one sentence, announced as it changes. */
export function LiveSummary() {
  const summary = useConfigurator((s) => designSummary(s));
  return (
    <p
      role="status"
      aria-live="polite"
      className="mt-1 text-sm text-ink-muted tabular-nums"
      data-testid="design-summary"
    >
      {summary}
    </p>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="border-t border-line pt-4 first:border-t-0 first:pt-0">
      <h2 id={id} className="text-sm font-semibold tracking-wide uppercase">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function DesignTypePicker() {
  const store = useConfiguratorStore();
  const designType = useConfigurator((s) => s.designType);
  const rules = useConfigurator((s) => s.rules);
  const [generating, setGenerating] = useState(false);
  const generate = async () => {
    setGenerating(true);
    try {
      const state = store.getState();
      const input = state.generationInput(Math.floor(Math.random() * 2 ** 31));
      const generated = await generateInWorker(input, state.rules);
      store.getState().applyGenerated(generated.boxes, input.designType);
    } catch (error) {
      console.warn('Design generation failed', error);
      toast({
        title: 'The design could not be generated. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setGenerating(false);
    }
  };
  return (
    <Section title="Design">
      <label htmlFor="design-type" className="text-sm font-medium">
        Design type
      </label>
      <div className="mt-1 flex gap-2">
        <select
          id="design-type"
          value={designType}
          onChange={(event) =>
            store.getState().setDesignType(event.target.value as typeof designType)
          }
          className="min-h-11 flex-1 rounded-md border border-line bg-paper px-3 text-sm"
        >
          {DESIGN_TYPES.map((type) => (
            <option key={type} value={type}>
              {rules.designSets[type].label}
            </option>
          ))}
        </select>
        <Button
          variant="secondary"
          onClick={() => void generate()}
          disabled={generating}
          aria-busy={generating}
        >
          <Shuffle aria-hidden />
          {generating ? 'Generating…' : 'Generate'}
        </Button>
      </div>
      <fieldset className="mt-3">
        <legend className="text-sm font-medium">New boxes</legend>
        <BoxTypeChoice />
      </fieldset>
    </Section>
  );
}

function BoxTypeChoice() {
  const store = useConfiguratorStore();
  const selected = useConfigurator((s) => s.selectedBoxType);
  return (
    <div className="mt-1 flex flex-wrap gap-2">
      {BOX_TYPES.map((type) => (
        <label
          key={type}
          className={cn(
            'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ink',
            selected === type ? 'border-ink bg-ink text-paper' : 'border-line',
          )}
        >
          <input
            type="radio"
            name="new-box-type"
            className="sr-only"
            checked={selected === type}
            onChange={() => store.getState().setSelectedBoxType(type)}
          />
          {BOX_PRESETS[type].label}
        </label>
      ))}
    </div>
  );
}

function boxLabel(box: BoxConfiguration): string {
  const modification = box.components[0]?.modification.type ?? 'open';
  return `Box ${box.gridPosition}, ${BOX_PRESETS[boxTypeOf(box)].label}, ${MODIFICATION_LABELS[modification]}`;
}

/** Nearest box from `from` in a direction, by grid cell, for arrow-key travel. */
function neighbour(
  boxes: readonly BoxConfiguration[],
  from: BoxConfiguration,
  dx: number,
  dy: number,
): BoxConfiguration | undefined {
  const a = cellOfBox(from);
  let best: BoxConfiguration | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const box of boxes) {
    if (box.id === from.id) continue;
    const b = cellOfBox(box);
    const along = (b.column - a.column) * dx + (b.level - a.level) * dy;
    if (along <= 0) continue;
    const across = Math.abs((b.column - a.column) * dy) + Math.abs((b.level - a.level) * dx);
    const score = along + across * 2;
    if (score < bestScore) {
      bestScore = score;
      best = box;
    }
  }
  return best;
}

/**
 * Every box as a button laid out like the design: Tab reaches the grid, arrows move between boxes,
 * Shift+→ and Shift+↑ add a box, Delete removes one.
 */
function CellsGrid() {
  const store = useConfiguratorStore();
  const boxes = useConfigurator((s) => s.configurations);
  const selected = useConfigurator((s) => s.selectedConfigId);
  const grid = useRef<HTMLDivElement>(null);
  const focusInside = useRef(false);

  useEffect(() => {
    if (!focusInside.current || selected === null) return;
    grid.current?.querySelector<HTMLButtonElement>(`[data-box-id="${selected}"]`)?.focus();
  }, [selected, boxes]);

  if (boxes.length === 0) return <p className="text-sm text-ink-muted">No boxes yet.</p>;
  const columns = Math.max(
    ...boxes.map((box) => cellOfBox(box).column + BOX_PRESETS[boxTypeOf(box)].columns - 1),
  );
  const levels = Math.max(
    ...boxes.map((box) => box.verticalLevel + BOX_PRESETS[boxTypeOf(box)].levels),
  );
  const current = boxes.find((box) => box.id === selected) ?? boxes[0];

  const onKeyDown = (event: ReactKeyboardEvent, box: BoxConfiguration) => {
    const state = store.getState();
    const moves: Record<string, [number, number]> = {
      ArrowRight: [1, 0],
      ArrowLeft: [-1, 0],
      ArrowUp: [0, 1],
      ArrowDown: [0, -1],
    };
    const move = moves[event.key];
    if (move && event.shiftKey && (event.key === 'ArrowRight' || event.key === 'ArrowUp')) {
      event.preventDefault();
      if (event.key === 'ArrowRight') state.addRight(box.id);
      else state.addOnTop(box.id);
      return;
    }
    if (move) {
      event.preventDefault();
      const next = neighbour(state.configurations, box, move[0], move[1]);
      if (next) state.selectBox(next.id);
      return;
    }
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      const index = state.configurations.findIndex((b) => b.id === box.id);
      if (state.removeBox(box.id)) {
        const remaining = store.getState().configurations;
        const next = remaining[Math.max(0, index - 1)];
        if (next) store.getState().selectBox(next.id);
      }
    }
  };

  return (
    <div
      ref={grid}
      role="group"
      aria-label="Boxes. Arrow keys move between boxes, Shift+Right and Shift+Up add a box, Delete removes one."
      onFocus={() => {
        focusInside.current = true;
      }}
      onBlur={(event) => {
        focusInside.current = grid.current?.contains(event.relatedTarget as Node | null) ?? false;
      }}
      className="grid gap-1 overflow-x-auto"
      style={{
        gridTemplateColumns: `repeat(${columns}, minmax(2.75rem, 1fr))`,
        gridTemplateRows: `repeat(${levels}, 2.75rem)`,
      }}
    >
      {boxes.map((box) => {
        const cell = cellOfBox(box);
        const preset = BOX_PRESETS[boxTypeOf(box)];
        const isSelected = box.id === selected;
        return (
          <button
            key={box.id}
            type="button"
            data-box-id={box.id}
            tabIndex={box.id === current?.id ? 0 : -1}
            aria-pressed={isSelected}
            aria-label={boxLabel(box)}
            onClick={() => store.getState().selectBox(box.id)}
            onKeyDown={(event) => onKeyDown(event, box)}
            className={cn(
              'rounded-sm border text-xs font-medium tabular-nums focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ink',
              isSelected
                ? 'border-ink bg-ink text-paper'
                : 'border-line bg-paper-deep hover:bg-ink/10',
            )}
            style={{
              gridColumn: `${cell.column} / span ${preset.columns}`,
              gridRow: `${levels - box.verticalLevel - preset.levels + 1} / span ${preset.levels}`,
            }}
          >
            {box.gridPosition}
          </button>
        );
      })}
    </div>
  );
}

function Swatches({
  legend,
  color,
  texture,
  onColor,
  onTexture,
  noTexture,
}: {
  legend: string;
  color: string | null;
  texture: Texture | null;
  onColor: (hex: string) => void;
  onTexture: (texture: Texture) => void;
  noTexture?: () => void;
}) {
  const chip =
    'inline-flex min-h-11 min-w-11 items-center gap-2 rounded-md border px-2 text-xs focus-visible:outline-2 focus-visible:outline-ink';
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="text-sm font-medium">{legend} colour</legend>
        <div className="mt-1 flex flex-wrap gap-1">
          {HPL_COLORS.map((hpl) => {
            const active = texture === null && color?.toUpperCase() === hpl.hex;
            return (
              <button
                key={hpl.hex}
                type="button"
                aria-pressed={active}
                aria-label={`${legend} colour ${hpl.name}`}
                title={hpl.name}
                onClick={() => onColor(hpl.hex)}
                className={cn(chip, active ? 'border-ink ring-2 ring-ink' : 'border-line')}
              >
                <span
                  aria-hidden
                  className="size-5 rounded-sm border border-ink/20"
                  style={{ background: hpl.hex }}
                />
                {hpl.name}
              </button>
            );
          })}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium">{legend} texture</legend>
        <div className="mt-1 flex flex-wrap gap-1">
          {noTexture && (
            <button
              type="button"
              aria-pressed={texture === null}
              onClick={noTexture}
              className={cn(chip, texture === null ? 'border-ink ring-2 ring-ink' : 'border-line')}
            >
              No texture
            </button>
          )}
          {TEXTURES.map((wood) => (
            <button
              key={wood}
              type="button"
              aria-pressed={texture === wood}
              aria-label={`${legend} texture ${textureName(wood)}`}
              onClick={() => onTexture(wood)}
              className={cn(chip, texture === wood ? 'border-ink ring-2 ring-ink' : 'border-line')}
            >
              {textureName(wood)}
            </button>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

function SelectedBox() {
  const store = useConfiguratorStore();
  const state = useConfigurator((s) => s);
  const box = state.configurations.find((b) => b.id === state.selectedConfigId);
  if (!box) {
    return (
      <Section title="Selected box">
        <p className="text-sm text-ink-muted">Select a box to change it.</p>
      </Section>
    );
  }
  const type = boxTypeOf(box);
  const modification = box.components[0]?.modification;
  const ctx = { designType: state.designType, rules: state.rules };
  const right = canAddRight(state.configurations, box.id, state.selectedBoxType, ctx);
  const top = canAddOnTop(state.configurations, box.id, state.selectedBoxType, ctx);
  const removal = canRemoveBox(state.configurations, box.id, ctx);
  return (
    <Section title="Selected box">
      <p className="text-sm">
        {box.gridPosition} · {BOX_PRESETS[type].label}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {right.ok && (
          <Button
            size="small"
            variant="secondary"
            onClick={() => store.getState().addRight(box.id)}
          >
            Add a box to the right
          </Button>
        )}
        {top.ok && (
          <Button
            size="small"
            variant="secondary"
            onClick={() => store.getState().addOnTop(box.id)}
          >
            Add a box on top
          </Button>
        )}
        {removal === null && (
          <Button size="small" variant="ghost" onClick={() => store.getState().removeBox(box.id)}>
            Remove this box
          </Button>
        )}
      </div>
      <fieldset className="mt-3">
        <legend className="text-sm font-medium">Front and inside</legend>
        <div className="mt-1 flex flex-wrap gap-1" role="radiogroup" aria-label="Segment">
          {allowedModifications(type, state.designType).map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={modification?.type === option}
              onClick={() => store.getState().modifySegment(box.id, { type: option })}
              className={cn(
                'min-h-11 rounded-md border px-3 text-sm focus-visible:outline-2 focus-visible:outline-ink',
                modification?.type === option ? 'border-ink bg-ink text-paper' : 'border-line',
              )}
            >
              {MODIFICATION_LABELS[option]}
            </button>
          ))}
        </div>
        <label className="mt-2 inline-flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={modification?.cableOpening === true}
            onChange={(event) =>
              store.getState().modifySegment(box.id, {
                type: modification?.type ?? 'open',
                cableOpening: event.target.checked,
              })
            }
          />
          Cable opening
        </label>
      </fieldset>
      <div className="mt-3">
        <Swatches
          legend="Box"
          color={box.selectedColor ?? null}
          texture={box.selectedTexture ?? null}
          onColor={(hex) => store.getState().setBoxColor(box.id, hex)}
          onTexture={(wood) => store.getState().setBoxTexture(box.id, wood)}
        />
      </div>
    </Section>
  );
}

function Finish() {
  const store = useConfiguratorStore();
  const scene = useConfigurator((s) => s.scene);
  return (
    <Section title="Finish">
      <Swatches
        legend="Design"
        color={scene.selectedColor}
        texture={scene.selectedTexture}
        onColor={(hex) => store.getState().setGlobalColor(hex)}
        onTexture={(wood) => store.getState().setGlobalTexture(wood)}
        noTexture={() => store.getState().setGlobalTexture(null)}
      />
      <div className="mt-3 flex flex-col">
        <label className="inline-flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={scene.showBackPanel}
            onChange={() => store.getState().toggleBackPanel()}
          />
          Back panel
        </label>
        <label className="inline-flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={scene.backPanelDoubleSided}
            onChange={() => store.getState().toggleBackPanelDoubleSided()}
          />
          Double-sided back panel
        </label>
      </div>
    </Section>
  );
}

function currentItem(state: ConfiguratorData) {
  return designItem(state, {
    id: randomItemId(),
    now: new Date(),
    imageUrl: captureThumbnail() ?? undefined,
  });
}

function PricePanel() {
  const store = useConfiguratorStore();
  const configurations = useConfigurator((s) => s.configurations);
  const scene = useConfigurator((s) => s.scene);
  const designType = useConfigurator((s) => s.designType);
  const [sharing, setSharing] = useState(false);
  const quote = designQuote({ configurations, scene, designType });
  const empty = configurations.length === 0;
  const details = useMemo(() => boxItemDetails(configurations, scene), [configurations, scene]);
  const destinations = itemDestinations();

  const save = (kind: 'cart' | 'wishlist') => {
    const state = store.getState();
    if (state.configurations.length === 0) return;
    saveDesignItem(kind, currentItem(state));
  };

  return (
    <Section title="Price">
      <dl
        className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm tabular-nums"
        data-testid="price-panel"
      >
        <dt>List price</dt>
        <dd className="text-right text-ink-muted line-through" data-testid="list-price">
          {formatCents(quote.listCents)}
        </dd>
        <dt>Configurator discount</dt>
        <dd className="text-right">{quote.discountPercent} %</dd>
        <dt className="font-semibold">Your price</dt>
        <dd className="text-right text-lg font-semibold" data-testid="sale-price">
          {formatCents(quote.saleCents)}
        </dd>
        <dt>Weight</dt>
        <dd className="text-right">{designWeightText(configurations)}</dd>
        {!empty && (
          <>
            <dt>Finish</dt>
            <dd className="text-right">
              {scene.selectedTexture === null
                ? colorName(scene.selectedColor)
                : textureName(scene.selectedTexture)}
            </dd>
          </>
        )}
      </dl>
      {!empty && (
        <ul className="mt-2 text-sm text-ink-muted" aria-label="Details">
          {featureRows(details).map((row) => (
            <li key={row.label} className="flex justify-between tabular-nums">
              <span>{row.label}</span>
              <span>{row.count}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 grid gap-2">
        {destinations.cart && (
          <Button disabled={empty} onClick={() => save('cart')}>
            Add to cart
          </Button>
        )}
        {destinations.wishlist && (
          <Button variant="secondary" disabled={empty} onClick={() => save('wishlist')}>
            Add to wishlist
          </Button>
        )}
        <Button variant="secondary" onClick={() => setSharing(true)}>
          <Share2 aria-hidden />
          Share design
        </Button>
      </div>
      <ShareDesignDialog
        open={sharing}
        onOpenChange={setSharing}
        design={() => {
          const state = store.getState();
          return state.configurations.length === 0 ? null : shareInputOf(currentItem(state));
        }}
      />
    </Section>
  );
}

/** The side panel on wide screens; a bottom sheet under the 3D view on phones. */
export function ConfiguratorControls() {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <aside
      aria-label="Design controls"
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 flex max-h-[46vh] flex-col rounded-t-lg border-t border-line bg-paper shadow-[0_-1px_0_rgba(0,0,0,0.04)]',
        'md:static md:z-auto md:max-h-none md:rounded-none md:border-0 md:bg-transparent md:shadow-none',
      )}
    >
      <button
        type="button"
        className="flex min-h-11 w-full items-center justify-center text-sm font-medium md:hidden"
        aria-expanded={!collapsed}
        onClick={() => setCollapsed(!collapsed)}
      >
        {collapsed ? 'Show design controls' : 'Hide design controls'}
      </button>
      <div
        className={cn(
          'space-y-5 overflow-y-auto px-4 pb-4 md:block md:overflow-visible md:px-0',
          collapsed && 'hidden',
        )}
      >
        <DesignTypePicker />
        <Section title="Boxes">
          <CellsGrid />
        </Section>
        <SelectedBox />
        <Finish />
        <PricePanel />
      </div>
    </aside>
  );
}
