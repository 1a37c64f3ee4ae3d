import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { Link, useLocation, useSearchParams } from 'react-router';
import { isInchDesignType, type InchDesignType } from '../../../domain/design/model.ts';
import { inchConfigSchema } from '../../../domain/inch/model.ts';
import type { InchConfig } from '../../../domain/inch/model.ts';
import { readDraft, useKeptDraft } from '../../lib/design-drafts.ts';
import { focusSoon } from '../../lib/focus-soon.ts';
import { DraftRestored } from '../../ui/draft-restored.tsx';
import { SCENE_FRAME_CLASS, ScenePrice } from '../../ui/design-controls.tsx';
import { formatWholeDollars } from '../../../domain/pricing/money.ts';
import { DimensionsOverlay, InchControls, InchToolbar, LiveSummary } from './controls.tsx';
import { CONFIGURATOR_HOST, hostFor, inchQuote } from './inch-facts.ts';
import type { InchHost } from './inch-facts.ts';
import { NOT_AN_INCH_DESIGN, useInchDesignSources } from './inch-loading.ts';
import { parseDesign, type StoredDesign } from '../../../domain/design/parse.ts';
import {
  adminOrderPath,
  readOnlyTitle,
  useViewedLine,
  viewedLineProblem,
  viewedOrderLine,
  type ViewedOrderLine,
} from '../../lib/order-line-view.ts';
import { ReadOnlyDesignContext } from '../../lib/read-only-design.ts';
import { ViewedLineHead } from '../../ui/read-only-bar.tsx';
import { createInchStore } from './inch-store.ts';
import type { InchState, InchStore } from './inch-store.ts';
import { InchHostContext, InchStoreContext, useInch, useInchHost } from './store-context.tsx';
import { load3d } from '../../scene/load-3d.ts';

const InchScene = lazy(async () => ({
  default: (await load3d(() => import('./scene/inch-scene.tsx'))).InchScene,
}));

/** Browsers without WebGL 2 (and test DOMs) get the controls without the 3D view. */
const webGlAvailable = typeof WebGL2RenderingContext !== 'undefined';

function SceneArea() {
  const config = useInch((s) => s.config);
  const widthIn = config.widthIn;
  const host = useInchHost();
  return (
    <div className={SCENE_FRAME_CLASS} data-scene-frame="">
      {webGlAvailable ? (
        <Suspense
          fallback={<p className="p-6 pt-20 text-sm text-ink-muted">Setting up the 3D view…</p>}
        >
          <InchScene label={`3D view of your ${widthIn} in wide design`} />
        </Suspense>
      ) : (
        <p className="p-6 pt-20 text-sm text-ink-muted">
          This browser cannot show the 3D view (it needs WebGL 2). The sizes, segments, finishes and
          price beside it still work.
        </p>
      )}
      <InchToolbar />
      <DimensionsOverlay />
      <ScenePrice sale={formatWholeDollars(inchQuote(config, host).saleCents)} />
    </div>
  );
}

type InchDraft = { readonly config: InchConfig; readonly designType: InchDesignType | null };

/** A kept draft: the design, with its kind when it is not the page's own (a bare design before). */
function parseInchDraft(design: unknown): InchDraft | null {
  const kept = design as { config?: unknown; designType?: unknown } | null;
  const typed =
    typeof kept === 'object' && kept !== null && 'config' in kept && 'designType' in kept;
  const read = inchConfigSchema.safeParse(typed ? kept.config : design);
  if (!read.success) return null;
  const designType =
    typed && typeof kept.designType === 'string' && isInchDesignType(kept.designType)
      ? kept.designType
      : null;
  return { config: read.data, designType };
}

const inchDraftOf = (state: InchState): InchDraft | InchConfig =>
  state.designType === null ? state.config : { config: state.config, designType: state.designType };
const inchDesignChanged = (state: InchState, previous: InchState) =>
  state.config !== previous.config || state.designType !== previous.designType;

/** The host, for the kind of design the store holds (`hostFor`). */
function HostOfDesign({
  store,
  host,
  children,
}: {
  store: InchStore;
  host: InchHost;
  children: ReactNode;
}) {
  const designType = useStore(store, (state) => state.designType);
  const shown = useMemo(() => hostFor(host, designType), [host, designType]);
  return <InchHostContext.Provider value={shown}>{children}</InchHostContext.Provider>;
}

function Workspace({
  store,
  preset,
  restored,
}: {
  store: InchStore;
  preset: InchConfig;
  restored: boolean;
}) {
  const problem = useInchDesignSources(store);
  const { pathname } = useLocation();
  const { restoredShown, dismissRestored } = useKeptDraft(store, {
    pathname,
    restored,
    designOf: inchDraftOf,
    changed: inchDesignChanged,
  });
  return (
    <>
      <LiveSummary />
      {restoredShown && (
        <DraftRestored
          onStartOver={() => {
            store.getState().startOver(preset);
            dismissRestored();
            focusSoon('inch-width-number');
          }}
        />
      )}
      {problem !== null && (
        <p role="alert" className="mt-4 rounded-md border border-line bg-paper-deep px-4 py-3">
          {problem.message}
          {problem.cellLink !== undefined && (
            <>
              {' '}
              <Link to={problem.cellLink} className="underline underline-offset-4">
                Open it in the Cell Configurator
              </Link>
            </>
          )}
        </p>
      )}
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[minmax(0,1fr)_22rem]">
        <SceneArea />
        <InchControls />
      </div>
    </>
  );
}

/**
 * An order's line opened from the admin (`?order=…&line=…`): the design it froze, with its price,
 * to look at only. Nothing is kept as a draft and nothing can be changed, saved or bought.
 */
function OrderLineView({
  viewing,
  preset,
  host,
}: {
  viewing: ViewedOrderLine;
  preset: InchConfig;
  host: InchHost;
}) {
  const [store] = useState(() => createInchStore(preset));
  const line = useViewedLine(viewing);
  const { data } = line;
  const title = data ? readOnlyTitle(data.orderNumber, data.lineNumber) : null;
  const read = useMemo(
    () => (data ? parseDesign(data.design as unknown as StoredDesign) : null),
    [data],
  );
  const problem =
    read === null
      ? null
      : !read.ok
        ? `This design cannot be opened here. ${read.error.message}`
        : read.value.kind !== 'inch'
          ? NOT_AN_INCH_DESIGN
          : null;
  useEffect(() => {
    if (!data || !read?.ok || read.value.kind !== 'inch') return;
    const what = `Order ${data.orderNumber} line ${data.lineNumber}`;
    store.getState().viewReadOnly(read.value.config, what, read.value.designType);
  }, [data, read, store]);
  const shown = useStore(store, (state) => state.readOnly !== null);
  return (
    <InchStoreContext.Provider value={store}>
      <HostOfDesign store={store} host={host}>
        <ReadOnlyDesignContext.Provider value={title}>
          <ViewedLineHead
            title={title}
            back={{ to: adminOrderPath(viewing.orderId), label: 'Back to the order' }}
            loading={line.isPending}
            problem={problem ?? (line.isError ? viewedLineProblem(line.error) : null)}
          />
          {shown && (
            <>
              <LiveSummary />
              <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[minmax(0,1fr)_22rem]">
                <SceneArea />
                <InchControls />
              </div>
            </>
          )}
        </ReadOnlyDesignContext.Provider>
      </HostOfDesign>
    </InchStoreContext.Provider>
  );
}

/**
 * The inch configurator as one component: the 3D view, the controls, price, cart, wishlist and
 * sharing. `/configurator-inch` hosts it at the configurator's discount, or shows an order's line
 * there to look at only; an inch product page hosts it with its own preset design and product, at
 * the product-page discount.
 */
export function InchConfigurator({
  preset,
  host = CONFIGURATOR_HOST,
}: {
  preset: InchConfig;
  host?: InchHost;
}) {
  const { search } = useLocation();
  // Chosen once, as the design is: only the configurator's own page opens an order's line.
  const [viewing] = useState(() => (host === CONFIGURATOR_HOST ? viewedOrderLine(search) : null));
  if (viewing) return <OrderLineView viewing={viewing} preset={preset} host={host} />;
  return <EditableInchConfigurator preset={preset} host={host} />;
}

function EditableInchConfigurator({ preset, host }: { preset: InchConfig; host: InchHost }) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // One store for the component's life: a new preset is a new design only when remounted. The
  // design the customer left on this page comes back, unless a shared link names another.
  const [{ store, restored }] = useState(() => {
    const draft = params.has('d') ? null : readDraft(pathname, parseInchDraft);
    return {
      store: draft ? createInchStore(draft.config, draft.designType) : createInchStore(preset),
      restored: draft !== null,
    };
  });
  return (
    <InchStoreContext.Provider value={store}>
      <HostOfDesign store={store} host={host}>
        <Workspace store={store} preset={preset} restored={restored} />
      </HostOfDesign>
    </InchStoreContext.Provider>
  );
}
