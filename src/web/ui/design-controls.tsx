import { DoorClosed, DoorOpen, Redo2, Ruler, Undo2 } from 'lucide-react';
import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { useReadOnlyDesign } from '../lib/read-only-design.ts';

// What both configurators show over their 3D view: undo and redo (also by keyboard), doors open or
// closed, dimensions shown or hidden.

const toolButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md border border-line bg-paper/95 px-3 text-sm font-medium hover:bg-paper focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink disabled:cursor-not-allowed disabled:opacity-50';

/**
 * A toolbar button: its icon, and its name beside it. Icons alone on phones, so the toolbar leaves
 * the design in view; the names stay for assistive technology.
 */
function ToolButton({
  icon,
  children,
  ...props
}: Omit<ComponentProps<'button'>, 'type' | 'className'> & { icon: ReactNode }) {
  return (
    <button type="button" className={toolButton} {...props}>
      {icon}
      <span className="sr-only sm:not-sr-only">{children}</span>
    </button>
  );
}

/** True while the customer types into a field, where Ctrl+Z belongs to the field. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) &&
    !(target instanceof HTMLInputElement && ['radio', 'checkbox', 'range'].includes(target.type))
  );
}

/** Ctrl/Cmd+Z undoes; Ctrl/Cmd+Shift+Z and Ctrl/Cmd+Y redo, anywhere but in a text field. */
function useUndoShortcuts(undo: () => void, redo: () => void): void {
  const latest = useRef({ undo, redo });
  useEffect(() => {
    latest.current = { undo, redo };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || isTyping(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z') {
        event.preventDefault();
        if (event.shiftKey) latest.current.redo();
        else latest.current.undo();
      } else if (key === 'y') {
        event.preventDefault();
        latest.current.redo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** The actions of a configurator's store that its toolbar calls. */
export interface ToolbarActions {
  undo(): unknown;
  redo(): unknown;
  setDoorsOpen(open: boolean): void;
  toggleDimensions(): void;
}

/** What the toolbar shows of a configurator's state. */
export interface ToolbarView {
  canUndo: boolean;
  canRedo: boolean;
  doorsOpen: boolean;
  showDimensions: boolean;
  /** Nothing to open or measure yet: doors and dimensions are off until there is a box. */
  empty?: boolean;
}

export interface DesignToolbarProps {
  /** The configurator's store: its actions are read when a button or a shortcut is used. */
  store: { getState(): ToolbarActions };
  view: ToolbarView;
}

/** Undo and redo: their names, icons and the shortcuts `useUndoShortcuts` listens for. */
const HISTORY_STEPS = {
  undo: { name: 'Undo', Icon: Undo2, shortcuts: 'Control+Z Meta+Z' },
  redo: { name: 'Redo', Icon: Redo2, shortcuts: 'Control+Shift+Z Meta+Shift+Z Control+Y' },
} as const;

function HistoryButton({
  step,
  enabled,
  onClick,
}: {
  step: keyof typeof HISTORY_STEPS;
  enabled: boolean;
  onClick: () => void;
}) {
  const { name, Icon, shortcuts } = HISTORY_STEPS[step];
  return (
    <ToolButton
      icon={<Icon aria-hidden className="size-4" />}
      disabled={!enabled}
      onClick={onClick}
      aria-keyshortcuts={shortcuts}
    >
      {name}
    </ToolButton>
  );
}

/** The toolbar over the 3D view, with the undo shortcuts. */
export function DesignToolbar({ store, view: props }: DesignToolbarProps) {
  const undo = () => store.getState().undo();
  const redo = () => store.getState().redo();
  useUndoShortcuts(undo, redo);
  return (
    <div
      className="absolute top-2 left-2 z-30 flex flex-wrap gap-2"
      role="toolbar"
      aria-label="View and history"
    >
      <HistoryButton step="undo" enabled={props.canUndo} onClick={undo} />
      <HistoryButton step="redo" enabled={props.canRedo} onClick={redo} />
      <ToolButton
        icon={
          props.doorsOpen ? (
            <DoorOpen aria-hidden className="size-4" />
          ) : (
            <DoorClosed aria-hidden className="size-4" />
          )
        }
        aria-pressed={props.doorsOpen}
        disabled={props.empty}
        onClick={() => store.getState().setDoorsOpen(!props.doorsOpen)}
      >
        {props.doorsOpen ? 'Close doors' : 'Open doors'}
      </ToolButton>
      <ToolButton
        icon={<Ruler aria-hidden className="size-4" />}
        aria-pressed={props.showDimensions}
        disabled={props.empty}
        onClick={() => store.getState().toggleDimensions()}
      >
        Dimensions
      </ToolButton>
    </div>
  );
}

/**
 * The frame of a configurator's 3D view. On a phone it stays under the header while the controls
 * below it scroll, so the whole design is in sight while any control is used, and a margin of the
 * page's colour around it hides what scrolls beneath (a selected swatch's ring showed beside it);
 * on wide screens it stays beside the controls.
 */
export const SCENE_FRAME_CLASS =
  'sticky top-[calc(4rem+var(--banner-height,0px))] z-20 h-[42svh] min-h-64 w-full self-start overflow-hidden rounded-md border border-line bg-[#EEEAE3] shadow-[0_0_0_0.75rem_var(--color-paper)] md:top-[calc(5rem+var(--banner-height,0px))] md:z-auto md:h-[68vh] md:min-h-[520px] md:shadow-none';

/**
 * The price to pay in the 3D view's top corner on a phone, where the price panel is far below the
 * controls in use: a change of colour or size shows its price at once. Announced by the design's
 * live summary, so not read twice.
 */
export function ScenePrice({ sale }: { sale: string | null }) {
  if (sale === null) return null;
  return (
    <p
      aria-hidden
      className="pointer-events-none absolute top-4 right-3 rounded-md bg-white/90 px-3 py-1.5 text-base font-semibold tabular-nums shadow-sm md:hidden"
      data-testid="scene-price"
    >
      {sale}
    </p>
  );
}

/**
 * A design's price as both configurators show it: the list price struck through, the discount of
 * the place it is configured in, the price to pay and the weight; `children` adds rows after them.
 */
export function PriceList({
  list,
  discountPercent,
  productPage,
  sale,
  weight,
  children,
}: {
  list: ReactNode;
  discountPercent: number;
  productPage: boolean;
  sale: ReactNode;
  weight: ReactNode;
  children?: ReactNode;
}) {
  return (
    <dl
      className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm tabular-nums"
      data-testid="price-panel"
    >
      <dt>List price</dt>
      <dd className="text-right text-ink-muted line-through" data-testid="list-price">
        {list}
      </dd>
      <dt>{productPage ? 'Product page discount' : 'Configurator discount'}</dt>
      <dd className="text-right">{discountPercent}%</dd>
      <dt className="font-semibold">Your price</dt>
      <dd className="text-right text-lg font-semibold" data-testid="sale-price">
        {sale}
      </dd>
      <dt>Weight</dt>
      <dd className="text-right" data-testid="weight">
        {weight}
      </dd>
      {children}
    </dl>
  );
}

/** A box or a segment in a configurator's grid of buttons; dark while it is the selected one. */
export function gridCellClass(selected: boolean): string {
  return cn(
    'rounded-sm border text-xs font-medium focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ink',
    selected ? 'border-ink bg-ink text-paper' : 'border-line bg-paper-deep hover:bg-ink/10',
  );
}

/** The controls: beside the 3D view on wide screens, under it on phones. */
export function ControlsPanel({ children }: { children: ReactNode }) {
  const readOnly = useReadOnlyDesign();
  return (
    <aside aria-label="Design controls" className="space-y-5">
      {/* A design only looked at: every control shows its setting and takes no change. */}
      {readOnly === null ? (
        children
      ) : (
        <fieldset disabled className="min-w-0 space-y-5">
          <legend className="sr-only">{readOnly}</legend>
          {children}
        </fieldset>
      )}
    </aside>
  );
}

/** A titled part of the controls, ruled off from the one above. */
export function ControlsSection({
  title,
  children,
  bodyClassName = 'mt-3',
}: {
  title: string;
  children: ReactNode;
  bodyClassName?: string;
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="border-t border-line pt-4 first:border-t-0 first:pt-0">
      <h2 id={id} className="text-sm font-semibold tracking-wide uppercase">
        {title}
      </h2>
      <div className={bodyClassName}>{children}</div>
    </section>
  );
}

/** The design's fronts and openings counted, one row each. */
export function FeatureList({
  rows,
  label,
  className,
}: {
  rows: readonly { readonly label: string; readonly count: number | string }[];
  label: string;
  className?: string;
}) {
  if (rows.length === 0) return null;
  return (
    <ul className={cn('text-sm text-ink-muted', className)} aria-label={label}>
      {rows.map((row) => (
        <li key={row.label} className="flex justify-between tabular-nums">
          <span>{row.label}</span>
          <span>{row.count}</span>
        </li>
      ))}
    </ul>
  );
}
