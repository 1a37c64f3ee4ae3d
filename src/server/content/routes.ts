import { Hono } from 'hono';
import type { ArticleDetail, ArticleList } from '../../contract/content.ts';
import { ARTICLE_SLUG } from '../../contract/content.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../errors.ts';
import type { ArticleStore } from './articles.ts';

const NO_ARTICLE =
  'We could not find that article. It may have moved: see the blog for the others.';

/** The blog: the list of articles and one article with its HTML. */
export function contentRoutes(articles: ArticleStore) {
  return new Hono<AppEnv>()
    .get('/articles', (c) => {
      // Articles change only with a release, which restarts the server.
      c.header('Cache-Control', 'public, max-age=300');
      return c.json({ articles: articles.list() } satisfies ArticleList);
    })
    .get('/articles/:slug', (c) => {
      const slug = c.req.param('slug');
      const article = slug.length <= 120 && ARTICLE_SLUG.test(slug) ? articles.find(slug) : null;
      if (!article) throw new AppError('not_found', NO_ARTICLE);
      c.header('Cache-Control', 'public, max-age=300');
      return c.json({ article } satisfies ArticleDetail);
    });
}
