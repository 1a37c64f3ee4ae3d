import { pricedPanelOf } from '../pricing/price-input.ts';
import type {
  Board,
  BoardPart,
  PanelFace,
  PriceInput,
  PricedPanel,
} from '../pricing/price-input.ts';
import { BIRCH_BACK_PANEL_COLOR, BOARD_THICKNESS_IN } from './model.ts';
import type { InchConfig } from './model.ts';
import { displayedHeightIn, inchRows, segmentCounts, segmentOpeningWidthIn } from './segments.ts';

/**
 * Every board of an inch design (docs/pricing.md): top, bottom and a shelf between each pair of
 * rows (width × depth); two sides (height × depth); partitions between segments, one per gap per
 * row (row height × depth); the back panel if enabled (width × height); a front over each door,
 * double door and drawer opening (opening width × row height).
 */
export function inchBoards(config: InchConfig): readonly Board[] {
  const { widthIn, depthIn, color } = config;
  const texture = config.selectedTexture;
  const heightIn = displayedHeightIn(config);
  const rows = inchRows(config);
  const openingWidthIn = segmentOpeningWidthIn(config);
  const board = (
    part: BoardPart,
    face: PanelFace,
    lengthIn: number,
    boardWidthIn: number,
  ): Board => ({
    part,
    face,
    lengthIn,
    widthIn: boardWidthIn,
    thicknessIn: BOARD_THICKNESS_IN,
    // The carcass wears the veneer when there is one; the fronts are always laminate in the
    // unit's colour ("Oak with green fronts"), though the price counts the texture on them too.
    surface: texture && face !== 'front' ? 'veneer' : 'laminate',
    color,
    texture,
  });
  const boards: Board[] = [];

  for (let level = 0; level <= config.rows; level += 1) {
    const part = level === 0 ? 'bottom' : level === config.rows ? 'top' : 'shelf';
    boards.push(board(part, 'carcass', widthIn, depthIn));
  }
  boards.push(
    board('side', 'carcass', heightIn, depthIn),
    board('side', 'carcass', heightIn, depthIn),
  );
  for (const row of rows) {
    for (let partition = 1; partition < row.segments.length; partition += 1) {
      boards.push(board('partition', 'carcass', row.heightIn, depthIn));
    }
    for (const segment of row.segments) {
      switch (segment.type) {
        case 'open':
          break;
        case 'door':
          boards.push(board('door', 'front', row.heightIn, openingWidthIn));
          break;
        case 'double-door':
          boards.push(board('double-door', 'front', row.heightIn, openingWidthIn));
          break;
        case 'drawer':
          boards.push(board('drawer-front', 'front', openingWidthIn, row.heightIn));
          break;
      }
    }
  }
  if (config.backPanelEnabled) {
    // A painted back matches the carcass; an unpainted one is bare birch at the plain rate.
    boards.push(
      config.backPanelSolidColor
        ? board('back', 'back', heightIn, widthIn)
        : {
            part: 'back',
            face: 'back',
            lengthIn: heightIn,
            widthIn,
            thicknessIn: BOARD_THICKNESS_IN,
            surface: 'bare',
            color: BIRCH_BACK_PANEL_COLOR,
          },
    );
  }
  return boards;
}

/** The boards of an inch design as the price formula and the weight read them. */
export function inchPanels(config: InchConfig): readonly PricedPanel[] {
  return inchBoards(config).map(pricedPanelOf);
}

export function inchPriceInput(config: InchConfig): PriceInput {
  const counts = segmentCounts(inchRows(config));
  return {
    depthIn: config.depthIn,
    verticalOffsetIn: config.verticalOffsetIn,
    panels: inchPanels(config),
    ...counts,
  };
}
