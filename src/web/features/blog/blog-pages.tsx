import { ArrowLeft } from 'lucide-react';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { imageAt } from '../../../contract/images.ts';
import { cn } from '../../lib/cn.ts';
import { absoluteUrl, getPublicConfig } from '../../lib/public-config.ts';
import { Button, buttonVariants } from '../../ui/button.tsx';
import { JsonLd } from '../../ui/json-ld.tsx';
import { Page } from '../../ui/page.tsx';
import { Picture } from '../../ui/picture.tsx';
import { formatDay, proseClass } from '../../ui/prose.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import {
  isMissing,
  useArticle,
  useArticles,
  type Article,
  type ArticleSummary,
} from './articles-api.ts';

function ArticleByline({ article }: { article: ArticleSummary }) {
  return (
    <p className="text-sm text-ink-muted">
      <time dateTime={article.date}>{formatDay(article.date)}</time>
      <span aria-hidden> · </span>
      {article.readingMinutes} min read
    </p>
  );
}

/** Article pictures are rendered designs of about this size (npm run images). */
const PICTURE = { width: 954, height: 728 } as const;

/** An article's picture, if it has one, cropped to 16:9 where it stands. */
function ArticlePicture({
  article,
  ...placement
}: { article: ArticleSummary } & Pick<
  ComponentProps<typeof Picture>,
  'sizes' | 'priority' | 'className'
>) {
  if (!article.image) return null;
  return (
    <Picture
      src={article.image.src}
      alt={article.image.alt}
      width={PICTURE.width}
      height={PICTURE.height}
      {...placement}
      className={cn('aspect-[16/9] bg-paper-deep object-cover', placement.className)}
    />
  );
}

function ArticleCard({ article, first }: { article: ArticleSummary; first: boolean }) {
  return (
    <li className="relative flex flex-col gap-3 overflow-hidden rounded-lg border border-line bg-white/60 p-6 transition-colors focus-within:border-ink hover:border-ink">
      <ArticlePicture
        article={article}
        sizes="(min-width: 768px) 36rem, 100vw"
        priority={first ? 'first' : 'lazy'}
        className="-mx-6 -mt-6 mb-2 w-[calc(100%+3rem)] max-w-none"
      />
      <ArticleByline article={article} />
      <h2 className="text-xl font-semibold tracking-tight text-balance">
        {/* The whole card is the link's target; the heading names it. */}
        <Link
          to={`/blog/${article.slug}`}
          className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none"
        >
          {article.title}
        </Link>
      </h2>
      <p className="text-ink-muted">{article.description}</p>
      <p className="mt-auto pt-2 text-sm font-medium underline underline-offset-4" aria-hidden>
        Read the article
      </p>
    </li>
  );
}

function LoadFailed({ what, retry }: { what: string; retry: () => void }) {
  return (
    <div role="alert" className="space-y-3">
      <p className="text-danger">
        {what} could not be loaded. Check your connection and try again.
      </p>
      <Button variant="secondary" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}

export function BlogPage() {
  const articles = useArticles();
  return (
    <Page
      title="Blog"
      intro={
        <p>
          Notes from our California workshop: how we design and build modular furniture, caring for
          birch, and planning pieces that fit your home.
        </p>
      }
    >
      {articles.isPending ? (
        <Spinner label="Loading articles..." />
      ) : articles.isError ? (
        <LoadFailed what="The articles" retry={() => void articles.refetch()} />
      ) : articles.data.length === 0 ? (
        <p className="text-ink-muted">No articles are published yet.</p>
      ) : (
        <ul aria-label="Articles" className="grid gap-6 md:grid-cols-2">
          {articles.data.map((article, index) => (
            <ArticleCard key={article.slug} article={article} first={index === 0} />
          ))}
        </ul>
      )}
    </Page>
  );
}

/** BlogPosting structured data: what the article is, who wrote it, when, for which shop. */
function ArticleJsonLd({ article }: { article: Article }) {
  const config = getPublicConfig();
  const url = absoluteUrl(`/blog/${article.slug}`, config);
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: article.title,
        ...(article.image
          ? { image: absoluteUrl(imageAt(article.image.src, 'large'), config) }
          : {}),
        description: article.description,
        datePublished: article.date,
        author: { '@type': 'Organization', name: `${article.author}, ${config.brandName}` },
        publisher: { '@type': 'Organization', name: config.brandName },
        mainEntityOfPage: url,
        url,
      }}
    />
  );
}

/** Links inside an article to our own pages move within the app instead of reloading it. */
function useInAppLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href?.startsWith('/') || href.startsWith('//') || anchor.target) return;
    event.preventDefault();
    void navigate(href);
  };
}

const BACK_TO_BLOG = (
  <Link to="/blog" className={buttonVariants({ variant: 'link' })}>
    <ArrowLeft aria-hidden />
    All articles
  </Link>
);

export interface ArticleMeta {
  title: string;
  description: string;
}

/** While the article's own title is unknown (it failed to load), the page's general one. */
export const ARTICLE_FALLBACK_META: ArticleMeta = {
  title: 'Blog Article',
  description:
    'An article from our workshop journal about designing, building and caring for modular Baltic birch furniture.',
};

/**
 * One article. The shell supplies its not-found screen and how a page states its title and
 * description (`meta`): the article's own, once it has arrived.
 */
export function BlogArticlePage({
  notFound,
  meta,
}: {
  notFound: ReactNode;
  meta: (meta: ArticleMeta) => ReactNode;
}) {
  const { articleSlug = '' } = useParams();
  const article = useArticle(articleSlug);
  const onClick = useInAppLinks();

  if (article.isError && isMissing(article.error)) return notFound;
  if (article.isPending || article.isError) {
    return (
      <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
        {article.isError && meta(ARTICLE_FALLBACK_META)}
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Blog Article</h1>
        <div className="mt-10">
          {article.isPending ? (
            <Spinner label="Loading the article..." />
          ) : (
            <LoadFailed what="This article" retry={() => void article.refetch()} />
          )}
        </div>
        {BACK_TO_BLOG}
      </div>
    );
  }

  const shown = article.data;
  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
      {meta({ title: shown.title, description: shown.description })}
      <ArticleJsonLd article={shown} />
      <div className="max-w-[70ch]">
        {BACK_TO_BLOG}
        <h1 className="mt-4 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          {shown.title}
        </h1>
        <p className="mt-4 text-lg text-ink-muted">{shown.description}</p>
        <div className="mt-4 flex flex-wrap gap-x-2 text-sm text-ink-muted">
          <span>By {shown.author}</span>
          <span aria-hidden>·</span>
          <ArticleByline article={shown} />
        </div>
      </div>
      <ArticlePicture
        article={shown}
        sizes="(min-width: 768px) 70ch, 100vw"
        priority="first"
        className="mt-8 w-full max-w-[70ch] rounded-md"
      />
      <div
        className={`${proseClass} mt-10 border-t border-line pt-8`}
        onClick={onClick}
        // HTML the server rendered from our own Markdown, with any raw HTML in it escaped
        // (src/server/content/articles.ts).
        dangerouslySetInnerHTML={{ __html: shown.html }}
      />
      <div className="mt-12 max-w-[70ch] border-t border-line pt-6">{BACK_TO_BLOG}</div>
    </article>
  );
}
