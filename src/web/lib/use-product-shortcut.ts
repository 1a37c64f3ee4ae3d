import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { categoryPath } from './categories.ts';
import { pickProductByName, type ProductShortcut } from './product-match.ts';
import { productsQueryOptions } from './products-api.ts';

/**
 * A button that opens one named product (Inch Config, Start Designing): looks the product up, opens
 * its page, and goes to the category page when there is no match or the lookup fails.
 */
export function useProductShortcut(shortcut: ProductShortcut) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const open = useCallback(async () => {
    setPending(true);
    let target = categoryPath(shortcut.category);
    try {
      const products = await queryClient.fetchQuery({
        ...productsQueryOptions(shortcut.category),
        retry: false,
      });
      const product = pickProductByName(products, shortcut.exactName, shortcut.keywords);
      if (product) {
        target = `${categoryPath(shortcut.category)}/product/${encodeURIComponent(product.slug ?? product.id)}`;
      }
    } catch (error) {
      console.warn(`Could not look up ${shortcut.exactName}; opening ${target} instead.`, error);
    } finally {
      setPending(false);
    }
    await navigate(target);
  }, [navigate, queryClient, shortcut]);

  return { open, pending };
}
