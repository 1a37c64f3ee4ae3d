import type { AdminOrderView } from '../../../../contract/admin.ts';
import { parseDesign, type StoredDesign } from '../../../../domain/design/parse.ts';
import {
  batchCutListCsv,
  cutListCsv,
  productionLinesCsv,
} from '../../../../domain/production/csv.ts';
import {
  batchProductionSheet,
  type BatchProductionSheet,
  type ProductionLineInput,
  type ProductionOrder,
} from '../../../../domain/production/sheet.ts';

/** A line the sheet cannot be made for: its design could not be read. */
export interface UnreadLine {
  readonly label: string;
  readonly message: string;
}

export interface PrintedSheets {
  readonly batch: BatchProductionSheet;
  /** Each order's lines in the sheet's order, for their names beside the workshop's labels. */
  readonly orders: readonly AdminOrderView[];
  readonly unread: readonly UnreadLine[];
}

/** How the workshop finds a line: `BC-261123-7K4Q9M/1`. */
export function lineLabel(order: Pick<AdminOrderView, 'number'>, index: number): string {
  return `${order.number}/${index + 1}`;
}

/**
 * The production sheets of the orders, made by the domain's own rules from the designs each order
 * froze (docs/rules/production.md): the boards the price charged for, the fittings, banding,
 * weights and parcels. A line whose design cannot be read is named instead of guessed at.
 */
export function printedSheets(orders: readonly AdminOrderView[]): PrintedSheets {
  const unread: UnreadLine[] = [];
  const production: ProductionOrder[] = orders.map((order) => ({
    orderNumber: order.number,
    lines: order.lines.flatMap((line, index): ProductionLineInput[] => {
      const label = lineLabel(order, index);
      const parsed = parseDesign(line.design as unknown as StoredDesign);
      if (!parsed.ok) {
        unread.push({ label, message: parsed.error.message });
        return [];
      }
      return [{ label, design: parsed.value, quantity: line.quantity }];
    }),
  }));
  return { batch: batchProductionSheet(production), orders, unread };
}

/** A CSV file as a link's address, downloaded as it is. */
export function csvHref(csv: string): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;
}

/**
 * The cut list as CSV: one order's pieces line by line, or a batch's equal pieces together with
 * the lines they are for.
 */
export function sheetsCsv(sheets: PrintedSheets): string {
  const [only] = sheets.batch.orders;
  return sheets.batch.orders.length === 1 && only
    ? cutListCsv(only.sheet)
    : batchCutListCsv(sheets.batch);
}

/** Every order's lines with their fittings, banding, weight and parcels, as CSV. */
export function linesCsv(sheets: PrintedSheets): string {
  return sheets.batch.orders
    .map(({ sheet }, index) => {
      const csv = productionLinesCsv(sheet);
      // One header row for the whole file.
      return index === 0 ? csv : csv.slice(csv.indexOf('\r\n') + 2);
    })
    .join('');
}
