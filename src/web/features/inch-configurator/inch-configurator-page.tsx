import { lazy } from 'react';
import { DEFAULT_INCH_CONFIG } from '../../../domain/inch/model.ts';
import type { InchConfig, SegmentConfig, SegmentType } from '../../../domain/inch/model.ts';
import { useInBrowser } from '../../lib/use-in-browser.ts';
import { ConfiguratorLoading } from '../../ui/configurator-loading.tsx';

const InchConfigurator = lazy(async () => ({
  default: (await import('./inch-configurator.tsx')).InchConfigurator,
}));

function segment(rowIndex: number, segmentIndex: number, type: SegmentType): SegmentConfig {
  return { rowIndex, segmentIndex, type, cableOpening: false, dividerCableOpening: false };
}

/**
 * The page's starting design: a 48 in, two-row sideboard, doors either side of a drawer below,
 * a drawer between two open shelves above.
 */
export const DEFAULT_INCH_SIDEBOARD: InchConfig = {
  ...DEFAULT_INCH_CONFIG,
  widthIn: 48,
  rows: 2,
  segmentConfigs: [
    segment(0, 0, 'door'),
    segment(0, 1, 'drawer'),
    segment(0, 2, 'door'),
    segment(1, 1, 'drawer'),
  ],
};

/**
 * `/configurator-inch`: the heading first, the tool as soon as it loads. The server writes the
 * heading and the loading line; the tool starts in the browser, from the design in progress.
 */
export function InchConfiguratorPage() {
  const inBrowser = useInBrowser();
  return (
    <div className="mx-auto w-full max-w-7xl px-3 pt-6 pb-[46vh] sm:px-6 md:pb-12 lg:px-8">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Inch Configurator</h1>
      <ConfiguratorLoading>
        {inBrowser ? (
          <InchConfigurator preset={DEFAULT_INCH_SIDEBOARD} />
        ) : (
          <ConfiguratorLoading.Line />
        )}
      </ConfiguratorLoading>
    </div>
  );
}
