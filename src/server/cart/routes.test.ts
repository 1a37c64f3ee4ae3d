import { describe, expect, it } from 'vitest';
import { postJson, sharedTestShop } from '../../../test/server-harness.ts';

// The cart and wishlist routers are mounted in the shop's app behind its session middleware; their
// behaviour for signed-in customers is tested in lib/saved-items.

const shop = sharedTestShop();

describe.each(['cart', 'wishlist'])('/api/%s in the shop', (list) => {
  it('asks a visitor without a session to sign in', async () => {
    for (const answer of [
      await shop.request(`/api/${list}`),
      await shop.request(`/api/${list}/count`),
      await postJson(shop, `/api/${list}/items`, { name: 'x' }),
      await shop.request(`/api/${list}`, { method: 'DELETE' }),
    ]) {
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({
        error: { kind: 'unauthorized', message: 'Please sign in to continue.' },
      });
    }
  });

  it('refuses a body over the shop’s 256 KB limit with 413', async () => {
    const answer = await postJson(shop, `/api/${list}/items`, { name: 'x'.repeat(300_000) });
    expect(answer.status).toBe(413);
  });
});
