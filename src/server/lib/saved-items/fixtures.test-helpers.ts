/** A standard box with a door, at `x` inches from the left, as the browser stores it. */
export const doorBox = (x: number) => ({
  id: `box-${x}`,
  position: { x, y: 0, z: 0 },
  components: [
    {
      boxType: 'standard',
      position: { x, y: 0, z: 0 },
      hasDivider: false,
      modification: { type: 'door' },
    },
  ],
});

/**
 * Two boxes with doors, saved from a product page at 30 % off: the design and price fields the
 * browser sends for a cart line, a wishlist item and a checkout line alike.
 */
export const SAVED_BOOKCASE = {
  name: 'Custom Bookcase',
  priceCents: 119_700,
  originalPriceCents: 171_000,
  configurations: [doorBox(0), doorBox(13)],
  showBackPanel: true,
  backPanelDoubleSided: false,
  designType: 'bookcase',
  selectedColor: '#1F2937',
  selectedTexture: null,
  discountPercentage: 30,
};
