import { BlogArticlePage } from '../features/blog/blog-pages.tsx';
import { NotFound } from './not-found.tsx';
import { PageMeta } from './page-meta.ts';

/**
 * A blog article: its title and description are the article's own, set once it arrives (the route
 * sets none, `metaFromScreen`), and an unknown slug is the shop's not-found screen.
 */
export function ArticleRoute() {
  return (
    <BlogArticlePage
      notFound={<NotFound />}
      meta={(meta) => <PageMeta title={meta.title} description={meta.description} />}
    />
  );
}
