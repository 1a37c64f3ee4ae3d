import { queryOptions, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { loadRuleSets } from '../../../domain/box/rule-config.ts';
import { takePendingWishlistItem } from '../../lib/configurator-loading.ts';
import { readDraft, useKeptDraft } from '../../lib/design-drafts.ts';
import { focusSoon } from '../../lib/focus-soon.ts';
import { DraftRestored } from '../../ui/draft-restored.tsx';
import { SCENE_FRAME_CLASS, ScenePrice } from '../../ui/design-controls.tsx';
import { onShopEvent } from '../../lib/shop-events.ts';
import { ApiError, requestShop } from '../../lib/api-client.ts';
import { sharedDesignQuery } from '../../entities/shared-design/shared-designs-api.ts';
import { createConfiguratorStore } from './configurator-store.ts';
import type {
  ConfiguratorHost,
  ConfiguratorState,
  ConfiguratorStore,
  LoadableDesign,
} from './configurator-store.ts';
import { storedDesignOf } from '../../../domain/design/parse.ts';
import type { StoredDesign } from '../../../domain/design/parse.ts';
import { cellDesignOf, designQuote } from './design-facts.ts';
import { formatCents } from '../../../domain/pricing/money.ts';
import { loadableDesign } from './stored-design.ts';
import { ConfiguratorControls } from './controls/configurator-controls.tsx';
import { FirstBoxMenu } from './controls/first-box-menu.tsx';
import { LiveSummary } from './controls/live-summary.tsx';
import { ConfiguratorToolbar } from './controls/toolbar.tsx';
import { ConfiguratorStoreContext, useConfigurator } from './store-context.tsx';
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
import { useStore } from 'zustand';
import { load3d } from '../../scene/load-3d.ts';

const DesignScene = lazy(async () => ({
  default: (await load3d(() => import('./scene/design-scene.tsx'))).DesignScene,
}));

// The rule files are static files, not our API: a missing one is named by its path and status.
async function fetchJson(path: string): Promise<unknown> {
  const response = await requestShop(path);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
}

/**
 * The placement rule files, read once per visit. Loading never fails: when the files cannot be
 * read, the domain's built-in copy of them applies and the warning says why.
 */
const ruleSetsQuery = queryOptions({
  queryKey: ['placement-rules'],
  queryFn: () => loadRuleSets(fetchJson),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

export const UNKNOWN_SHARED_DESIGN =
  'We could not find that shared design. The link may be mistyped or incomplete. Start a new design below.';

/** Rules from the static files, a pending or injected item, and a shared design from ?d=. */
function useDesignSources(store: ConfiguratorStore): void {
  const [params] = useSearchParams();
  const sharedId = params.get('d');

  const { data: loaded } = useQuery(ruleSetsQuery);
  useEffect(() => {
    if (loaded === undefined) return;
    if (loaded.warning !== null) console.warn(loaded.warning, loaded.cause);
    store.getState().setRules(loaded.rules);
  }, [loaded, store]);

  useEffect(() => {
    const pending = takePendingWishlistItem();
    if (pending !== null) store.getState().loadStored(pending);
    return onShopEvent('configurator:load-design', (item) => {
      store.getState().loadStored(item);
      window.scrollTo({ top: 0 });
    });
  }, [store]);

  const shared = useQuery({ ...sharedDesignQuery(sharedId ?? ''), enabled: sharedId !== null });
  useEffect(() => {
    if (shared.data === undefined) return;
    store.getState().loadStored({ ...shared.data, configurations: shared.data.configurationData });
  }, [shared.data, store]);
  useEffect(() => {
    if (shared.error === null) return;
    store.getState().reset();
    store
      .getState()
      .setLoadProblem(
        shared.error instanceof ApiError && shared.error.status === 404
          ? UNKNOWN_SHARED_DESIGN
          : 'The shared design could not be loaded. Check your connection and reload the page.',
      );
  }, [shared.error, store]);
}

/** Browsers without WebGL 2 (and test DOMs) get the controls without the 3D view. */
const webGlAvailable = typeof WebGL2RenderingContext !== 'undefined';

function Workspace() {
  const showMenu = useConfigurator((s) => s.scene.showInitialBoxMenu);
  const summary = useConfigurator((s) => s.configurations.length);
  const sale = useConfigurator((s) =>
    s.configurations.length === 0 ? null : formatCents(designQuote(s).saleCents),
  );
  return (
    <div className={SCENE_FRAME_CLASS} data-scene-frame="">
      {webGlAvailable ? (
        <Suspense fallback={<p className="p-6 text-sm text-ink-muted">Setting up the 3D view…</p>}>
          <DesignScene
            label={summary === 0 ? 'Empty 3D scene: a wall and a floor' : '3D view of your design'}
          />
        </Suspense>
      ) : (
        <p className="p-6 pt-20 text-sm text-ink-muted">
          This browser cannot show the 3D view (it needs WebGL 2). The boxes, finishes and price
          beside it still work.
        </p>
      )}
      <ConfiguratorToolbar />
      <ScenePrice sale={sale} />
      {showMenu && <FirstBoxMenu />}
    </div>
  );
}

/** Why a design could not be opened, when it could not. */
function LoadProblem() {
  const problem = useConfigurator((s) => s.loadProblem);
  if (problem === null) return null;
  return (
    <p role="alert" className="mt-4 rounded-md border border-line bg-paper-deep px-4 py-3">
      {problem}
    </p>
  );
}

/** A kept draft as the store opens it; anything it cannot open is dropped. */
function parseCellDraft(design: unknown): LoadableDesign | null {
  if (typeof design !== 'object' || design === null) return null;
  if (typeof (design as { designType?: unknown }).designType !== 'string') return null;
  const read = loadableDesign(design as StoredDesign);
  return read.ok && read.value.configurations.length > 0 ? read.value : null;
}

/** The design worth keeping as a draft: none while the scene is empty. */
function cellDraftOf(state: ConfiguratorState) {
  return state.configurations.length === 0 ? null : storedDesignOf(cellDesignOf(state));
}

function cellDesignChanged(state: ConfiguratorState, previous: ConfiguratorState): boolean {
  return (
    state.configurations !== previous.configurations ||
    state.designType !== previous.designType ||
    state.scene.showBackPanel !== previous.scene.showBackPanel ||
    state.scene.backPanelDoubleSided !== previous.scene.backPanelDoubleSided ||
    state.scene.selectedColor !== previous.scene.selectedColor ||
    state.scene.selectedTexture !== previous.scene.selectedTexture
  );
}

/**
 * An order's line opened from the admin (`?order=…&line=…`): the design it froze, with its price,
 * to look at only. Nothing is kept as a draft and nothing can be changed, saved or bought.
 */
function OrderLineView({ viewing }: { viewing: ViewedOrderLine }) {
  const [store] = useState(() => createConfiguratorStore());
  const line = useViewedLine(viewing);
  const { data } = line;
  const title = data ? readOnlyTitle(data.orderNumber, data.lineNumber) : null;
  useEffect(() => {
    if (!data) return;
    // The stored design is read by the store's parser, which names anything it cannot open.
    const design = data.design as unknown as StoredDesign;
    store.getState().viewReadOnly(design, `Order ${data.orderNumber} line ${data.lineNumber}`);
  }, [data, store]);
  const shown = useStore(store, (s) => s.readOnly !== null);
  return (
    <ConfiguratorStoreContext.Provider value={store}>
      <ReadOnlyDesignContext.Provider value={title}>
        <ViewedLineHead
          title={title}
          back={{ to: adminOrderPath(viewing.orderId), label: 'Back to the order' }}
          loading={line.isPending}
          problem={line.isError ? viewedLineProblem(line.error) : null}
        />
        <LoadProblem />
        {shown && (
          <>
            <LiveSummary />
            <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[minmax(0,1fr)_22rem]">
              <Workspace />
              <ConfiguratorControls />
            </div>
          </>
        )}
      </ReadOnlyDesignContext.Provider>
    </ConfiguratorStoreContext.Provider>
  );
}

/**
 * The cell configurator. On its own page it starts empty (or from a pending item or a shared
 * link), or shows an order's line to look at only; on a product page it starts from the product's
 * preset at the product page's discount.
 */
export function ConfiguratorWorkspace({
  host,
  preset,
}: {
  host?: ConfiguratorHost;
  preset?: StoredDesign;
} = {}) {
  const { search } = useLocation();
  // Chosen once, as the design is: the page's address changing later does not swap the tool.
  const [viewing] = useState(() => (preset ? null : viewedOrderLine(search)));
  if (viewing) return <OrderLineView viewing={viewing} />;
  return <EditableWorkspace host={host} preset={preset} />;
}

function EditableWorkspace({
  host,
  preset,
}: {
  host: ConfiguratorHost | undefined;
  preset: StoredDesign | undefined;
}) {
  const { pathname, search } = useLocation();
  // One store for the component's life: a new product is a new design only when remounted. The
  // design the customer left on this page comes back, unless a shared link names another.
  const [{ store, start, restored }] = useState(() => {
    const created = createConfiguratorStore(host ? { host } : {});
    const opened = preset ? loadableDesign(preset) : null;
    if (preset) created.getState().loadStored(preset);
    const draft = new URLSearchParams(search).has('d') ? null : readDraft(pathname, parseCellDraft);
    if (draft !== null) created.getState().loadDesign(draft);
    return { store: created, start: opened?.ok ? opened.value : null, restored: draft !== null };
  });
  useDesignSources(store);
  const { restoredShown, dismissRestored } = useKeptDraft(store, {
    pathname,
    restored,
    designOf: cellDraftOf,
    changed: cellDesignChanged,
  });
  return (
    <ConfiguratorStoreContext.Provider value={store}>
      <LiveSummary />
      {restoredShown && (
        <DraftRestored
          onStartOver={() => {
            store.getState().startOver(start);
            dismissRestored();
            focusSoon('design-type');
          }}
        />
      )}
      <LoadProblem />
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[minmax(0,1fr)_22rem]">
        <Workspace />
        <ConfiguratorControls />
      </div>
    </ConfiguratorStoreContext.Provider>
  );
}
