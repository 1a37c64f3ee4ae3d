import * as z from 'zod/mini';
import { getJson } from './api-client.ts';

// Loaded only by a configurator opened to view an order's line, so no other visit carries it.

/** What the view reads of the order (`GET /api/admin/orders/:id`): its number and its lines. */
const viewedOrder = z.object({
  number: z.string(),
  lines: z.array(
    z.object({
      position: z.number(),
      name: z.string(),
      design: z.record(z.string(), z.unknown()),
      configuratorPath: z.string(),
    }),
  ),
});

export interface ViewedLine {
  readonly orderNumber: string;
  /** The line as the order page counts it, from 1. */
  readonly lineNumber: number;
  readonly name: string;
  readonly design: Record<string, unknown>;
  readonly configuratorPath: string;
}

export async function fetchViewedLine(
  orderId: string,
  position: number,
  signal?: AbortSignal,
): Promise<ViewedLine> {
  const order = await getJson(
    `/api/admin/orders/${encodeURIComponent(orderId)}`,
    viewedOrder,
    signal,
  );
  const index = order.lines.findIndex((line) => line.position === position);
  const line = order.lines[index];
  if (!line) throw new Error(`Order ${order.number} has no line ${position}.`);
  return {
    orderNumber: order.number,
    lineNumber: index + 1,
    name: line.name,
    design: line.design,
    configuratorPath: line.configuratorPath,
  };
}
