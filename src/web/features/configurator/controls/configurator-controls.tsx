import { useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { CellsGrid } from './cells-grid.tsx';
import { DesignTypePicker } from './design-type-picker.tsx';
import { FinishSection } from './finish-section.tsx';
import { PricePanel } from './price-panel.tsx';
import { Section } from './section.tsx';
import { SelectedBox } from './selected-box.tsx';

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
        <FinishSection />
        <PricePanel />
      </div>
    </aside>
  );
}
