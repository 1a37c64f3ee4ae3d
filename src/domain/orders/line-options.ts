import {
  boxBackPanelFinishes,
  backPanelLabel,
  featureRows,
  inchSummary,
} from '../items/display.ts';
import { designDetails, designFinishText } from '../design/facts.ts';
import type { Design } from '../design/model.ts';

/**
 * What was configured, in words, for the people who make it and the papers that go with it: the
 * finish, each kind of part with its count ("4 Standard boxes", "2 Drawers"), and for an inch
 * unit its style, segments and back panel. Counts of zero say nothing and are left out.
 */
export function designOptionsText(design: Design): string[] {
  const details = designDetails(design);
  const counts = featureRows(details).map(({ label, count }) =>
    count === 1 ? `1 ${singular(label)}` : `${count} ${label}`,
  );
  if (design.kind === 'inch') {
    const summary = inchSummary(details, { texture: design.config.selectedTexture });
    return [
      `Finish: ${designFinishText(design)}`,
      `${design.config.rows} ${design.config.rows === 1 ? 'row' : 'rows'}`,
      ...(summary.style ? [`${summary.style} style`] : []),
      ...(summary.segmentStyle ? [summary.segmentStyle] : []),
      `Back panel: ${summary.backPanel}`,
      ...counts,
    ];
  }
  const backs = boxBackPanelFinishes(design.boxes);
  return [
    `Finish: ${designFinishText(design)}`,
    ...counts,
    backs.length === 0 ? 'No back panels' : `Back panels: ${backPanelLabel(backs)}`,
  ];
}

/** "Standard boxes" → "Standard box", "Drawers" → "Drawer". */
function singular(label: string): string {
  if (label.endsWith('xes')) return label.slice(0, -2);
  return label.endsWith('s') ? label.slice(0, -1) : label;
}
