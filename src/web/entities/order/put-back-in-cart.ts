import type { OrderView } from '../../../contract/checkout.ts';
import type { StoredDesign } from '../../../domain/design/parse.ts';
import { reorderedLine } from '../../../domain/orders/reorder.ts';
import { addToCart } from '../cart/cart-store.ts';
import type { fetchOrderDesigns } from './order-api.ts';

type OrderDesigns = Awaited<ReturnType<typeof fetchOrderDesigns>>;

/**
 * Adds each of an order's designs to the cart as it was ordered (the cart opens with them), and
 * answers the names of those it could not read.
 */
export function putBackInCart(order: Pick<OrderView, 'lines'>, designs: OrderDesigns): string[] {
  const refused: string[] = [];
  designs.lines.forEach((line, index) => {
    const back = reorderedLine({
      name: line.name,
      quantity: line.quantity,
      // The designs come in the order's line order: the price each line was placed at.
      unitCents: order.lines[index]?.unitCents ?? 0,
      design: line.design as unknown as StoredDesign,
    });
    if (back.ok) addToCart(back.value);
    else refused.push(line.name);
  });
  return refused;
}
