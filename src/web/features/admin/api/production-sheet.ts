import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { getJson } from '../../../lib/api-client.ts';

// `GET /api/admin/production-sheet?ids=…`: the workshop's sheet of the selected orders, made by the
// server from the designs they froze (src/domain/production/sheet.ts, docs/rules/production.md).
// What the page reads of it; `&format=csv` answers the cut list as a file.

const size = { lengthIn: z.number(), widthIn: z.number(), thicknessIn: z.number() };

const cutListRow = z.object({
  partName: z.string(),
  ...size,
  lengthMm: z.number(),
  widthMm: z.number(),
  thicknessMm: z.number(),
  board: z.string(),
  finish: z.string(),
  quantity: z.number(),
});

const totals = z.object({
  pieces: z.number(),
  edgeBandingIn: z.number(),
  cableOpenings: z.number(),
  hardware: z.record(z.string(), z.number()),
  weightLb: z.number(),
});

const sheet = z.object({
  lines: z.array(
    z.object({
      label: z.string(),
      dimensions: z.string(),
      finish: z.string(),
      quantity: z.number(),
      unitWeightLb: z.number(),
      panels: z.array(cutListRow),
      parcelNumbers: z.array(z.number()),
      totals,
    }),
  ),
  parcels: z.union([
    z.object({
      ok: z.literal(true),
      parcels: z.array(
        z.object({
          number: z.number(),
          dimensionsIn: z.object({
            lengthIn: z.number(),
            widthIn: z.number(),
            heightIn: z.number(),
          }),
          weightLb: z.number(),
          units: z.number(),
          labels: z.array(z.string()),
        }),
      ),
    }),
    z.object({ ok: z.literal(false), reason: z.string() }),
  ]),
  totals,
});

const productionSheetOutput = z.object({
  sheet: z.object({
    orders: z.array(z.object({ orderNumber: z.string(), sheet })),
    panels: z.array(
      z.extend(cutListRow, {
        sources: z.array(z.object({ label: z.string(), quantity: z.number() })),
      }),
    ),
    totals,
  }),
  /** The workshop's words for each fitting, in the order a sheet lists them. */
  hardwareNames: z.record(z.string(), z.string()),
});

export type ProductionSheets = z.infer<typeof productionSheetOutput>;
export type OrderSheet = ProductionSheets['sheet']['orders'][number]['sheet'];
export type SheetLine = OrderSheet['lines'][number];
export type CutListRow = SheetLine['panels'][number];
export type BatchCutListRow = ProductionSheets['sheet']['panels'][number];
export type SheetTotals = OrderSheet['totals'];

const idsQuery = (ids: readonly string[]) => `ids=${encodeURIComponent(ids.join(','))}`;

export function productionSheetQuery(ids: readonly string[]) {
  return queryOptions({
    queryKey: ['admin', 'production-sheet', ids.join(',')],
    queryFn: ({ signal }) =>
      getJson(`/api/admin/production-sheet?${idsQuery(ids)}`, productionSheetOutput, signal),
    enabled: ids.length > 0,
  });
}

export function useProductionSheet(ids: readonly string[]) {
  return useQuery(productionSheetQuery(ids));
}

/** The cut list as a CSV file: one order's pieces line by line, or a batch's equal pieces. */
export function productionSheetCsvUrl(ids: readonly string[]): string {
  return `/api/admin/production-sheet?${idsQuery(ids)}&format=csv`;
}
