import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleDetailOutput, articleListOutput } from '../../contract/content.ts';
import { openTestShop, type TestShop } from '../../../test/server-harness.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(() => shop.close());

describe('GET /api/articles', () => {
  it('lists every article newest first, with its reading time', async () => {
    const response = await shop.request('/api/articles');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public/);
    const { articles } = articleListOutput.parse(await response.json());
    expect(articles.length).toBeGreaterThanOrEqual(5);
    const dates = articles.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(Object.keys(articles[0]!).sort()).toEqual(
      ['author', 'date', 'description', 'image', 'readingMinutes', 'slug', 'title'].sort(),
    );
    // Each of the shop's articles has its picture, from the image store.
    for (const article of articles) {
      expect(article.image?.src, article.slug).toMatch(/^\/api\/images\/products\/[a-z-]+\.png$/);
      expect((await shop.request(`${article.image!.src}?w=500&q=70`)).status).toBe(200);
    }
  });
});

describe('GET /api/articles/:slug', () => {
  it('answers one article with its HTML', async () => {
    const response = await shop.request('/api/articles/why-baltic-birch');
    expect(response.status).toBe(200);
    const { article } = articleDetailOutput.parse(await response.json());
    expect(article).toMatchObject({
      slug: 'why-baltic-birch',
      title: 'Why we build with Baltic birch plywood',
      date: '2026-09-15',
    });
    expect(article.readingMinutes).toBeGreaterThanOrEqual(2);
    expect(article.html).toContain('<h2>Birch all the way through</h2>');
    expect(article.html).toContain('<a href="/manufacturing">manufacturing</a>');
  });

  it.each(['no-such-article', 'Why-Baltic-Birch', '..%2Fsecret'])(
    'answers 404 with the not-found kind for %s',
    async (slug) => {
      const response = await shop.request(`/api/articles/${slug}`);
      expect(response.status).toBe(404);
      const body = (await response.json()) as { error: { kind: string; message: string } };
      expect(body.error.kind).toBe('not_found');
      expect(body.error.message).toMatch(/could not find that article/);
    },
  );
});
