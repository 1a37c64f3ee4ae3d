import type { Page } from '@playwright/test';

// Designs as the browser keeps them in its cart and wishlist, and a way to start a page with them.

const box = (x: number, door = 'door', boxType = 'standard') => ({
  id: `box-${x}`,
  components: [
    {
      boxType,
      position: { x, y: 0, z: 0 },
      hasDivider: false,
      modification: { type: door },
    },
  ],
});

export const design = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name: 'Black Bookcase',
  priceCents: 119_700,
  originalPriceCents: 171_000,
  configurations: [box(0), box(13)],
  showBackPanel: true,
  backPanelDoubleSided: false,
  designType: 'bookcase',
  dateAdded: '2026-11-20T10:00:00.000Z',
  selectedColor: '#1F2937',
  details: { standardBox: 2, singleDoor: 2, totalWeight: 28.6 },
  dimensions: '26" W × 14" H × 14" D',
  discountPercentage: 30,
  isSynced: false,
  ...overrides,
});

export const sideboard = (id: string) =>
  design(id, {
    name: 'White Sideboard',
    priceCents: 84_950,
    originalPriceCents: 121_357,
    // A pair of doors needs a wide box; a standard box takes one door.
    configurations: [
      box(0, 'double-door', 'wide'),
      box(26, 'double-door', 'wide'),
      box(52, 'open'),
    ],
    designType: 'sideboard',
    selectedColor: '#FFFFFF',
    details: { standardBox: 1, wideBox: 2, doubleDoor: 2, totalWeight: 59.3 },
  });

export async function seed(page: Page, lists: { cart?: unknown[]; wishlist?: unknown[] }) {
  await page.addInitScript((stored) => {
    // Only on the first load: a reload must show what the shop saved, not the seed.
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, items] of Object.entries(stored)) {
      localStorage.setItem(key, JSON.stringify({ state: { items }, version: 1 }));
    }
  }, lists);
}

/**
 * Opens the wishlist panel on the About page with `saved` seeded as its only entry, the Black
 * Bookcase; returns that entry.
 */
export async function savedEntryInPanel(page: Page, saved: unknown) {
  await seed(page, { wishlist: [saved] });
  await page.goto('/about');
  await page.getByRole('button', { name: 'Wishlist, 1 item' }).click();
  return page
    .getByRole('dialog', { name: 'My Wishlist' })
    .getByRole('listitem', { name: 'Black Bookcase' });
}
