import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { productionSheetOutput } from '../../../../contract/admin.ts';
import { getJson } from '../../../lib/api-client.ts';

// `GET /api/admin/production-sheet?ids=…`: the workshop's sheet of the selected orders
// (productionSheetOutput); `&format=csv` answers the cut list as a file.

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
