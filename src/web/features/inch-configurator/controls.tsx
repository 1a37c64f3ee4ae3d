import { HPL_COLORS } from '../../../domain/box/finish.ts';
import { designParcels } from '../../../domain/checkout/shipment.ts';
import {
  backPanelChoiceOf,
  INCH_DEPTHS_IN,
  MAX_ROWS,
  MAX_VERTICAL_OFFSET_IN,
  MAX_WIDTH_IN,
  MIN_ROWS,
  MIN_WIDTH_IN,
} from '../../../domain/inch/editing.ts';
import type { InchBackPanelChoice } from '../../../domain/inch/editing.ts';
import { inchSupport, ROW_HEIGHTS_IN } from '../../../domain/inch/model.ts';
import type { InchStyle, RowHeightIn, SegmentStyle } from '../../../domain/inch/model.ts';
import { rowHeightsOf, segmentsPerRow } from '../../../domain/inch/segments.ts';
import { inchItemDetails } from '../../../domain/items/details.ts';
import { featureRows, segmentStyleName, textureName } from '../../../domain/items/display.ts';
import type { WishlistItem } from '../../../domain/items/model.ts';
import { formatWholeDollars } from '../../../domain/pricing/money.ts';
import { randomItemId } from '../../entities/saved-item/browser-list-deps.ts';
import { ChoiceGroup, RangeField, Section } from './fields.tsx';
import type { Choice } from './fields.tsx';
import {
  centimetres,
  inchDesign,
  inchDimensions,
  inchItem,
  inchQuote,
  inchSummary,
  inchWeightText,
} from './inch-facts.ts';
import type { InchHost } from './inch-facts.ts';
import { redoAvailable, undoAvailable } from './inch-store.ts';
import type { InchStore } from './inch-store.ts';
import { captureThumbnail } from '../../scene/capture.ts';
import {
  ControlsPanel,
  DesignToolbar,
  FeatureList,
  PriceList,
  type ToolbarView,
} from '../../ui/design-controls.tsx';
import { ArrivesFlat } from '../../entities/parcel/arrives-flat.tsx';
import { DesignActions } from '../../entities/saved-item/design-actions.tsx';
import { systemClock } from '../../lib/sync/clock.ts';
import { SegmentEditor } from './segment-editor.tsx';
import { useInch, useInchHost, useInchStore } from './store-context.tsx';

/** Undo, redo, doors and dimensions over the 3D view, with the undo shortcuts. */
export function InchToolbar() {
  const store = useInchStore();
  const view: ToolbarView = {
    canUndo: useInch(undoAvailable),
    canRedo: useInch(redoAvailable),
    doorsOpen: useInch((s) => s.doorsOpen),
    showDimensions: useInch((s) => s.showDimensions),
  };
  return <DesignToolbar store={store} view={view} />;
}

/** Width × height × depth in inches and centimetres, the height by the displayed-height rule. */
export function DimensionsOverlay() {
  const show = useInch((s) => s.showDimensions);
  const config = useInch((s) => s.config);
  if (!show) return null;
  const dims = inchDimensions(config);
  return (
    <p
      className="absolute bottom-2 left-2 z-10 max-w-[calc(100%-1rem)] rounded-md border border-line bg-paper/95 px-3 py-2 text-sm tabular-nums"
      data-testid="dimensions"
    >
      {dims.inchesText} <span className="text-ink-muted">({dims.centimetresText})</span>
      {config.verticalOffsetIn > 0 && (
        <span className="block text-xs text-ink-muted">
          {dims.overallHeightIn} in ({centimetres(dims.overallHeightIn)}) tall on its{' '}
          {inchSupport(config).kind === 'legs' ? 'legs' : 'plinth'}
        </span>
      )}
    </p>
  );
}

/** The design in one sentence, announced as it changes. */
export function LiveSummary() {
  const config = useInch((s) => s.config);
  const host = useInchHost();
  return (
    <p
      role="status"
      aria-live="polite"
      className="mt-1 text-sm text-ink-muted tabular-nums"
      data-testid="design-summary"
    >
      {inchSummary(config, host)}
    </p>
  );
}

function inches(value: number): string {
  return `${value} in (${centimetres(value)})`;
}

function SizeSection() {
  const store = useInchStore();
  const config = useInch((s) => s.config);
  const heights = rowHeightsOf(config);
  const segments = segmentsPerRow(config.widthIn, config.segmentStyle);
  return (
    <Section title="Size">
      <RangeField
        id="inch-width"
        label="Width"
        unit="in"
        min={MIN_WIDTH_IN}
        max={MAX_WIDTH_IN}
        value={config.widthIn}
        valueText={`${inches(config.widthIn)}, ${segments} ${segments === 1 ? 'segment' : 'segments'} a row`}
        onChange={(value, options) => store.getState().setWidth(value, options)}
      />
      <RangeField
        id="inch-rows"
        label="Rows"
        asked="a number of rows"
        unit="rows"
        min={MIN_ROWS}
        max={MAX_ROWS}
        value={config.rows}
        valueText={`${config.rows} ${config.rows === 1 ? 'row' : 'rows'}`}
        onChange={(value, options) => store.getState().setRows(value, options)}
      />
      <div className="space-y-2">
        {[...heights.keys()].reverse().map((rowIndex) => (
          <ChoiceGroup<RowHeightIn>
            key={rowIndex}
            name={`inch-row-height-${rowIndex}`}
            legend={`Row ${rowIndex + 1} height${rowIndex === 0 ? ' (bottom)' : rowIndex === heights.length - 1 ? ' (top)' : ''}`}
            options={ROW_HEIGHTS_IN.map((height) => ({ value: height, label: `${height} in` }))}
            value={heights[rowIndex] ?? null}
            onChange={(height) => store.getState().setRowHeight(rowIndex, height)}
          />
        ))}
      </div>
      <ChoiceGroup<number>
        name="inch-depth"
        legend="Depth"
        options={INCH_DEPTHS_IN.map((depth) => ({ value: depth, label: `${depth} in` }))}
        value={config.depthIn}
        onChange={(depth) => store.getState().setDepth(depth === 11 ? 11 : 15)}
      />
      <RangeField
        id="inch-offset"
        label="Height off the floor"
        unit="in"
        min={0}
        max={MAX_VERTICAL_OFFSET_IN}
        value={config.verticalOffsetIn}
        valueText={
          config.verticalOffsetIn === 0
            ? 'On the floor'
            : `${inches(config.verticalOffsetIn)} on ${inchSupport(config).kind === 'legs' ? 'legs' : 'a plinth'}`
        }
        onChange={(value, options) => store.getState().setVerticalOffset(value, options)}
      />
    </Section>
  );
}

const STYLE_CHOICES: readonly Choice<InchStyle>[] = [
  { value: 'classic', label: 'Classic', hint: 'Inset fronts, knobs, plinth' },
  { value: 'modern', label: 'Modern', hint: 'Full fronts, finger pulls, legs' },
];

const SEGMENT_STYLE_CHOICES: readonly Choice<SegmentStyle>[] = [
  { value: 'style1', label: segmentStyleName('style1'), hint: 'Up to 4 a row' },
  { value: 'style2', label: segmentStyleName('style2'), hint: 'Up to 3 a row' },
];

function StyleSection() {
  const store = useInchStore();
  const style = useInch((s) => s.config.style);
  const segmentStyle = useInch((s) => s.config.segmentStyle);
  return (
    <Section title="Style">
      <ChoiceGroup
        name="inch-style"
        legend="Look"
        options={STYLE_CHOICES}
        value={style}
        onChange={(value) => store.getState().setStyle(value)}
      />
      <ChoiceGroup
        name="inch-segment-style"
        legend="Segments"
        options={SEGMENT_STYLE_CHOICES}
        value={segmentStyle}
        onChange={(value) => store.getState().setSegmentStyle(value)}
      />
    </Section>
  );
}

/** The inch configurator's veneers: the three with their own price. */
export const INCH_TEXTURES = ['amberMaple', 'coffeeOak', 'thermoWalnut'] as const;
const NO_TEXTURE = 'none';

const BACK_PANEL_CHOICES: readonly Choice<InchBackPanelChoice>[] = [
  { value: 'birch', label: 'Birch' },
  { value: 'solid-color', label: 'Painted', hint: 'In the finish' },
  { value: 'off', label: 'None' },
];

function FinishSection() {
  const store = useInchStore();
  const config = useInch((s) => s.config);
  return (
    <Section title="Finish">
      <ChoiceGroup
        name="inch-colour"
        legend={config.selectedTexture === undefined ? 'Colour' : 'Colour of the fronts'}
        options={HPL_COLORS.map((color) => ({
          value: color.hex,
          label: color.name,
          swatch: color.hex,
        }))}
        value={config.color.toUpperCase()}
        onChange={(hex) => store.getState().setColor(hex)}
      />
      <ChoiceGroup<string>
        name="inch-texture"
        legend="Wood veneer"
        options={[
          { value: NO_TEXTURE, label: 'None' },
          ...INCH_TEXTURES.map((texture) => ({ value: texture, label: textureName(texture) })),
        ]}
        value={config.selectedTexture ?? NO_TEXTURE}
        onChange={(texture) =>
          store.getState().setTexture(texture === NO_TEXTURE ? undefined : texture)
        }
      />
      <ChoiceGroup
        name="inch-back-panel"
        legend="Back panel"
        options={BACK_PANEL_CHOICES}
        value={backPanelChoiceOf(config)}
        onChange={(choice) => store.getState().setBackPanel(choice)}
      />
    </Section>
  );
}

/** The item a save or share takes: the design as it is, with a picture of it when the 3D view shows. */
function currentItem(store: InchStore, host: InchHost): WishlistItem {
  const state = store.getState();
  return inchItem(state.config, host, {
    id: randomItemId(),
    now: new Date(systemClock.now()),
    designName: state.designName,
    imageUrl: captureThumbnail() ?? undefined,
  });
}

function PriceSection() {
  const store = useInchStore();
  const host = useInchHost();
  const config = useInch((s) => s.config);
  const quote = inchQuote(config, host);
  const features = featureRows(inchItemDetails(config));
  const parcels = designParcels(inchDesign(config, host.product));

  return (
    <Section title="Price">
      <PriceList
        list={
          <>
            <span className="sr-only">was </span>
            {formatWholeDollars(quote.listCents)}
          </>
        }
        discountPercent={quote.discountPercent}
        productPage={host.place === 'product-page'}
        sale={formatWholeDollars(quote.saleCents)}
        weight={inchWeightText(config)}
      />
      <FeatureList rows={features} label="Fronts and openings" />
      <ArrivesFlat parcels={parcels} />
      <DesignActions item={() => currentItem(store, host)} />
    </Section>
  );
}

/** The side panel on wide screens; under the 3D view on phones. */
export function InchControls() {
  return (
    <ControlsPanel>
      <SizeSection />
      <Section title="Segments">
        <SegmentEditor />
      </Section>
      <StyleSection />
      <FinishSection />
      <PriceSection />
    </ControlsPanel>
  );
}
