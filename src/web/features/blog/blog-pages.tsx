import { Link } from 'react-router';
import { buttonVariants } from '../../ui/button.tsx';
import { NotYetAvailable, Page } from '../../ui/page.tsx';

export function BlogPage() {
  return (
    <Page
      title="Blog"
      intro={
        <p>
          Notes from our California workshop: how we design and build modular furniture, caring for
          birch, and homes our customers furnished.
        </p>
      }
    >
      <NotYetAvailable>No articles are published yet.</NotYetAvailable>
    </Page>
  );
}

export function BlogArticlePage() {
  return (
    <Page title="Blog Article" intro={<p>Articles from our workshop journal appear here.</p>}>
      <NotYetAvailable>This article is not published.</NotYetAvailable>
      <Link to="/blog" className={buttonVariants({ variant: 'link', className: 'mt-6' })}>
        Go to the blog
      </Link>
    </Page>
  );
}
