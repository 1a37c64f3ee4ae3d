import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Marked } from 'marked';
import { IMAGES_BASE } from '../../contract/images.ts';
import type { ImageStore } from '../lib/image-store.ts';
import {
  ARTICLE_SLUG,
  articleFrontMatter,
  type Article,
  type ArticleSummary,
} from '../../contract/content.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import '../lib/zod-english.ts';

/** The shop's articles: `content/blog/*.md` at the top of the repository. */
export const ARTICLES_DIR = fileURLToPath(new URL('../../../content/blog', import.meta.url));

/** Words a reader gets through in a minute, for the "5 min read" figure. */
const WORDS_PER_MINUTE = 200;

/** Links may go to our own pages, in-page anchors, the web and e-mail; never `javascript:` and the like. */
const SAFE_HREF = /^(?:\/(?!\/)|#|https?:\/\/|mailto:)/i;

// Article files are ours, but a file must still not be able to put markup or script on a page:
// raw HTML in the Markdown is shown as text, and links and pictures keep to safe addresses.
const markdown = new Marked({
  gfm: true,
  renderer: {
    html: (token) =>
      'block' in token && token.block
        ? `<p>${escapeHtml(token.text.trim())}</p>\n`
        : escapeHtml(token.text),
    link(token) {
      if (SAFE_HREF.test(token.href.trim())) return false;
      return this.parser.parseInline(token.tokens);
    },
    image: ({ href, text }) => (SAFE_HREF.test(href.trim()) ? false : escapeHtml(text)),
  },
});

/** Markdown to HTML, with raw HTML escaped and unsafe links reduced to their text. */
export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false });
}

export function readingMinutes(source: string): number {
  const words = source.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/**
 * Splits `---`-fenced front matter of `key: value` lines from the body. Values are plain text,
 * or quoted ("…" as JSON, '…' literally) when they hold a colon or start with a quote.
 */
export function splitFrontMatter(text: string): { fields: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text.replace(/^\uFEFF/, ''));
  if (!match) throw new Error('must start with front matter between two --- lines');
  const fields: Record<string, string> = {};
  for (const [index, line] of match[1]!.split(/\r?\n/).entries()) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const pair = /^([A-Za-z][A-Za-z0-9]*):\s*(.*)$/.exec(line);
    if (!pair) throw new Error(`front matter line ${index + 2} is not "key: value"`);
    const [, key = '', raw = ''] = pair;
    if (key in fields) throw new Error(`front matter names ${key} twice`);
    fields[key] = unquote(raw.trim(), key);
  }
  return { fields, body: match[2]! };
}

function unquote(value: string, key: string): string {
  if (value.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (typeof parsed === 'string') return parsed;
    } catch {
      // Reported below.
    }
    throw new Error(`front matter ${key}: the quoted value is not closed properly`);
  }
  if (value.startsWith("'")) {
    if (value.length < 2 || !value.endsWith("'")) {
      throw new Error(`front matter ${key}: the quoted value is not closed properly`);
    }
    return value.slice(1, -1);
  }
  return value;
}

/** One article file read, checked and rendered; throws with what is wrong in it. */
export function parseArticle(slug: string, text: string): Article {
  if (!ARTICLE_SLUG.test(slug)) {
    throw new Error('the file name must be a slug: lower-case words joined by hyphens, then .md');
  }
  const { fields, body } = splitFrontMatter(text);
  const front = articleFrontMatter.safeParse(fields);
  if (!front.success) {
    throw new Error(
      front.error.issues
        .map((issue) =>
          issue.path.length > 0 && !issue.message.startsWith(String(issue.path[0]))
            ? `${issue.path.join('.')}: ${issue.message}`
            : issue.message,
        )
        .join('; '),
    );
  }
  if (body.trim() === '') throw new Error('has no text after its front matter');
  const { title, description, date, author, image, imageAlt } = front.data;
  return {
    slug,
    title,
    description,
    date,
    author,
    readingMinutes: readingMinutes(body),
    image: image && imageAlt ? { src: `${IMAGES_BASE}${image}`, alt: imageAlt } : null,
    html: renderMarkdown(body),
  };
}

export interface ArticleStore {
  /** Every article, newest first (then by title). */
  list(): ArticleSummary[];
  find(slug: string): Article | null;
  /** Articles whose picture the image store does not hold (shown without one), for the log. */
  missingPictures: readonly string[];
}

/**
 * Reads and renders every `*.md` file in `dir` once, at start-up. A broken file stops the start
 * with its file name and the problem: better no server than a blog with a hole in it.
 */
export async function loadArticles(
  dir: string = ARTICLES_DIR,
  /** The image store, to check that each article's picture is there. */
  pictures?: Pick<ImageStore, 'urlOf'>,
): Promise<ArticleStore> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  const articles: Article[] = [];
  const missingPictures: string[] = [];
  for (const file of files) {
    const path = join(dir, file);
    try {
      const article = parseArticle(file.slice(0, -'.md'.length), await readFile(path, 'utf8'));
      const picture = article.image?.src.slice(IMAGES_BASE.length);
      if (picture && pictures && !(await pictures.urlOf(picture))) {
        // The text still reads well without it: shown without a picture, and said.
        missingPictures.push(`Article ${path}: the image store has no ${picture}`);
        article.image = null;
      }
      articles.push(article);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Article ${path}: ${reason}`, { cause: error });
    }
  }
  articles.sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
  const bySlug = new Map(articles.map((article) => [article.slug, article]));
  const summaries: ArticleSummary[] = articles.map(
    ({ slug, title, description, date, author, readingMinutes: minutes, image }) => ({
      slug,
      title,
      description,
      date,
      author,
      readingMinutes: minutes,
      image,
    }),
  );
  return {
    list: () => summaries,
    find: (slug) => bySlug.get(slug) ?? null,
    missingPictures,
  };
}
