import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ARTICLES_DIR, loadArticles, parseArticle, readingMinutes } from './articles.ts';

const fixtures = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

describe('article files', () => {
  it('are listed newest first, with quoted front matter read as text', async () => {
    const store = await loadArticles(fixtures('blog'));
    expect(store.list()).toEqual([
      {
        slug: 'raw-html',
        title: 'Raw HTML stays text',
        description: expect.any(String),
        date: '2026-02-10',
        author: 'Fixture author',
        readingMinutes: 1,
        image: null,
      },
      expect.objectContaining({ slug: 'older-note', title: 'An older note: with a colon' }),
    ]);
  });

  it('never pass raw HTML or script links through to the page', async () => {
    const store = await loadArticles(fixtures('blog'));
    const { html } = store.find('raw-html')!;
    expect(html).toContain('<h2>A heading</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<p>&lt;div onclick=&quot;steal()&quot;&gt;a block&lt;/div&gt;</p>');
    expect(html).not.toMatch(/<(script|img|div)\b/i);
    expect(html).not.toMatch(/<[^>]*\son\w+=/i);
    const note = store.find('older-note')!.html;
    expect(note).toContain('<a href="/faq">safe link</a>');
    expect(note).toContain('bad link');
    expect(note).not.toContain('javascript:');
  });

  it('stop the start with the file name when one is broken', async () => {
    await expect(loadArticles(fixtures('broken'))).rejects.toThrow(
      /missing-date\.md: date: .*ISO date/,
    );
  });

  it.each([
    ['no front matter', 'Just text.', /front matter between two --- lines/],
    ['an unknown field', '---\nfoo: bar\n---\nText', /foo/],
    [
      'a short description',
      '---\ntitle: T\ndescription: Too short.\ndate: 2026-01-01\nauthor: A\n---\nText',
      /at least 50 characters/,
    ],
    [
      'a picture without alt text',
      `---\ntitle: T\ndescription: ${'d'.repeat(60)}\ndate: 2026-01-01\nauthor: A\nimage: /a.webp\n---\nText`,
      /imageAlt/,
    ],
  ])('refuse a file with %s', (_, text, message) => {
    expect(() => parseArticle('a-slug', text)).toThrow(message);
  });

  it('refuse a file name that is not a slug', () => {
    expect(() => parseArticle('Not A Slug', '')).toThrow(/slug/);
  });

  it('count reading time at 200 words a minute, at least one', () => {
    expect(readingMinutes('word '.repeat(10))).toBe(1);
    expect(readingMinutes('word '.repeat(401))).toBe(3);
  });

  it('of the shop itself all load: at least five, each with a written description', async () => {
    const store = await loadArticles(ARTICLES_DIR);
    expect(store.list().length).toBeGreaterThanOrEqual(5);
    for (const article of store.list()) expect(article.description.length).toBeGreaterThan(50);
  });
});

describe('article pictures', () => {
  it('are left out, and said, when the image store does not hold them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'shop-articles-'));
    await writeFile(
      join(dir, 'pictured.md'),
      [
        '---',
        'title: A pictured note',
        'description: A note with a picture that is not in the image store, which must stop the start.',
        'date: 2026-03-01',
        'author: Fixture author',
        'image: products/no-such-design.png',
        'imageAlt: Nothing',
        '---',
        '',
        'Some text.',
      ].join('\n'),
    );
    const missing = await loadArticles(dir, { urlOf: async () => null });
    expect(missing.list()[0]?.image).toBeNull();
    expect(missing.find('pictured')?.image).toBeNull();
    expect(missing.missingPictures).toEqual([
      expect.stringMatching(/pictured\.md: the image store has no products\/no-such-design\.png$/),
    ]);
    const present = { urlOf: async (path: string) => `/api/images/${path}` };
    const store = await loadArticles(dir, present);
    expect(store.list()[0]?.image).toEqual({
      src: '/api/images/products/no-such-design.png',
      alt: 'Nothing',
    });
    await rm(dir, { recursive: true, force: true });
  });
});
