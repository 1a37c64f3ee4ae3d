import { createContext, useContext } from 'react';

/**
 * A configurator showing a design to look at only (an order's line, opened from the admin): what
 * it is, or null while the design can be changed. The controls are then disabled, and the cart,
 * wishlist and share buttons give way to this.
 */
export const ReadOnlyDesignContext = createContext<string | null>(null);

export function useReadOnlyDesign(): string | null {
  return useContext(ReadOnlyDesignContext);
}
