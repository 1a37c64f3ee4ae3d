import * as z from 'zod/mini';
import { IMAGE_PATH } from './images.ts';

// The blog (`/api/articles…`). Articles are Markdown files in `content/blog/`, read once when the
// server starts; the server renders their HTML, so no Markdown code reaches the browser.

/** An article's slug is its file name without `.md`: `why-baltic-birch`. */
export const ARTICLE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What each article file declares in its front matter. */
export const articleFrontMatter = z
  .strictObject({
    title: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'needs a title'),
        z.maxLength(120, 'title: at most 120 characters'),
      ),
    description: z
      .string()
      .check(
        z.trim(),
        z.minLength(50, 'description: at least 50 characters (it is the page description)'),
        z.maxLength(300, 'description: at most 300 characters'),
      ),
    date: z.iso.date('date: an ISO date such as 2026-11-01'),
    author: z.string().check(z.trim(), z.minLength(1, 'needs an author')),
    /** Optional picture: its path in the image store (content/images), such as `products/x.png`. */
    image: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.regex(
            IMAGE_PATH,
            'image: a path in content/images, such as products/black-sideboard.png',
          ),
        ),
    ),
    imageAlt: z.optional(z.string().check(z.trim(), z.minLength(1))),
  })
  .check(
    z.refine((front) => (front.image === undefined) === (front.imageAlt === undefined), {
      message: 'image and imageAlt go together: a picture always has its alt text',
    }),
  );

export const articleSummary = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  /** `YYYY-MM-DD`, the day it was published. */
  date: z.string(),
  author: z.string(),
  readingMinutes: z.int().check(z.positive()),
  /** The article's picture in the image store (`/api/images/…`) and its alt text, or none. */
  image: z.nullable(z.object({ src: z.string(), alt: z.string() })),
});
export type ArticleSummary = z.infer<typeof articleSummary>;

/** `GET /api/articles`: newest first. */
export const articleListOutput = z.object({ articles: z.array(articleSummary) });
export type ArticleList = z.infer<typeof articleListOutput>;

/** `GET /api/articles/:slug`: the summary plus the body as HTML (raw HTML in the file is escaped). */
export const articleOutput = z.extend(articleSummary, { html: z.string() });
export type Article = z.infer<typeof articleOutput>;
export const articleDetailOutput = z.object({ article: articleOutput });
export type ArticleDetail = z.infer<typeof articleDetailOutput>;
