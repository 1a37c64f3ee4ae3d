import { useMutation } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import type { OrderView } from '../../../contract/checkout.ts';
import { ApiError } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast-store.ts';
import { fetchOrderDesigns } from './order-api.ts';

/**
 * Puts an order's designs back in the cart, each in the quantity ordered, the way the wishlist's
 * Add to Cart does (the cart opens with them). For an order that can no longer be paid: the
 * customer checks out again, with prices and shipping quoted afresh.
 */
export function CheckOutAgain({ order, token }: { order: OrderView; token: string | null }) {
  const again = useMutation({
    mutationFn: async () => {
      // Reading and pricing designs is the configurators' weight: it loads when asked for, not
      // with every order.
      const [designs, { putBackInCart }] = await Promise.all([
        fetchOrderDesigns(order.id, token),
        import('./put-back-in-cart.ts'),
      ]);
      return putBackInCart(order, designs);
    },
    onSuccess: (refused) => {
      if (refused.length > 0) {
        toast({
          title: `${refused.join(', ')} could not be put back in your cart`,
          description:
            refused.length === 1
              ? 'The shop can no longer read this design as it was ordered.'
              : 'The shop can no longer read these designs as they were ordered.',
          variant: 'destructive',
        });
      }
    },
    onError: (error) => {
      toast({
        title:
          error instanceof ApiError
            ? error.message
            : 'Your designs could not be loaded. Please try again.',
        variant: 'destructive',
      });
    },
  });
  return (
    <p className="pt-2">
      <Button onClick={() => again.mutate()} pending={again.isPending}>
        <ShoppingBag aria-hidden />
        Check out again
      </Button>
    </p>
  );
}
