import { ArrowRight } from 'lucide-react';
import { lazy, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CATEGORIES, categoryPath } from '../../lib/categories.ts';
import { getPublicConfig } from '../../lib/public-config.ts';
import { START_DESIGNING_SHORTCUT } from '../../lib/product-match.ts';
import { useProductShortcut } from '../../lib/use-product-shortcut.ts';
import { Button, buttonVariants } from '../../ui/button.tsx';
import { LoadingOverlay } from '../../ui/loading-overlay.tsx';
import { Picture } from '../../ui/picture.tsx';
import { CellSketchDrawing } from './cell-sketch.tsx';
import { useHomeContent, type HomeCategory, type HomeSection } from './get-home.ts';
import { HeroCarousel } from './hero-carousel.tsx';
import { categoryStory, FINISHES, REASONS, SLIDES, type CellSketch } from './home-content.ts';
import { ScrollCarousel } from './scroll-carousel.tsx';
import { SECTION, SectionHeader } from './section-header.tsx';
import { WhenNear } from './when-near.tsx';

/** The shop's categories as the Shop menu knows them, shown until the active ones arrive. */
const FALLBACK_CATEGORIES: readonly HomeCategory[] = CATEGORIES.map((category) => ({
  id: category.slug,
  name: category.name,
  slug: category.slug,
  imageUrl: null,
}));

const HomeGallery = lazy<ComponentType<{ sections: readonly HomeSection[] }>>(() =>
  import('./home-gallery.tsx').then(
    (module) => ({ default: module.HomeGallery }),
    // A chunk that cannot load (a release during the visit) leaves the page without these two.
    (error: unknown) => {
      console.warn('The home gallery could not load:', error);
      return { default: () => null };
    },
  ),
);

/** The design the 3D preview draws, as a sketch while its code is on the way. */
const PREVIEW_SKETCH: CellSketch = { columns: 4, cells: 'oovowddw', color: FINISHES.Blue };

function CategoryCard({ category }: { category: HomeCategory }) {
  const story = categoryStory(category.slug);
  return (
    <Link
      to={categoryPath(category.slug)}
      className="group flex h-full flex-col overflow-hidden rounded-md border border-line bg-paper hover:border-ink/40"
    >
      <div className="flex h-44 items-center justify-center bg-paper-deep">
        {category.imageUrl ? (
          <Picture
            src={category.imageUrl}
            // The link's text names the category; the picture adds nothing to read out.
            alt=""
            width={480}
            height={352}
            sizes="(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="h-full w-full object-contain p-2"
          />
        ) : (
          <CellSketchDrawing sketch={story.sketch} cellRem={2.5} />
        )}
      </div>
      <div className="p-4">
        <span className="font-medium group-hover:underline">{category.name}</span>
        <p className="mt-1 line-clamp-2 min-h-10 text-sm text-ink-muted">{story.line}</p>
      </div>
    </Link>
  );
}

function ExploreProducts() {
  const home = useHomeContent();
  const header = (buttons?: ReactNode) => (
    <SectionHeader id="explore-products" title="Explore Products">
      {buttons}
    </SectionHeader>
  );
  if (home.isError) {
    return (
      <>
        {header()}
        {/* As tall as a row of cards, so the page below stays where it was. */}
        <div
          role="alert"
          className="mt-8 flex min-h-[18rem] flex-col justify-center rounded-md border border-line p-6"
        >
          <h3 className="text-lg font-semibold">Error loading categories</h3>
          <p className="mt-2 text-ink-muted">{home.error.message}</p>
          <p className="mt-4">
            <Link to="/shop" className={buttonVariants({ variant: 'link' })}>
              Browse all furniture
            </Link>
          </p>
        </div>
      </>
    );
  }
  const fetched = home.data?.categories ?? [];
  const categories = fetched.length > 0 ? fetched : FALLBACK_CATEGORIES;
  return (
    <ScrollCarousel
      label="categories"
      items={categories.map((category) => ({
        key: category.id,
        node: <CategoryCard category={category} />,
      }))}
      itemClassName="basis-full sm:basis-1/2 lg:basis-1/3 xl:basis-1/4"
      controls={(buttons) => <div className="mb-6">{header(buttons)}</div>}
    />
  );
}

function WhyChoose({ sections }: { sections: readonly HomeSection[] }) {
  const { brandName } = getPublicConfig();
  const byKey = new Map(sections.map((section) => [section.sectionKey, section]));
  return (
    <section aria-labelledby="why-choose" className={`${SECTION} py-16`}>
      <h2 id="why-choose" className="text-3xl font-semibold tracking-tight">
        Why choose {brandName}
      </h2>
      <ul className="mt-10 grid gap-px overflow-hidden rounded-md border border-line bg-line sm:grid-cols-2 lg:grid-cols-3">
        {REASONS.map((reason) => {
          const section = byKey.get(reason.key);
          return (
            <li key={reason.key} className="bg-paper p-6">
              <h3 className="text-lg font-semibold">{section?.title ?? reason.title}</h3>
              <p className="mt-2 text-ink-muted">{section?.description ?? reason.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function ConfiguratorPreview({ preview }: { preview: ReactNode }) {
  return (
    <section aria-labelledby="configurator-preview" className="border-y border-line bg-paper-deep">
      <div className={`${SECTION} grid items-center gap-10 py-16 md:grid-cols-[2fr_3fr]`}>
        <div>
          <h2 id="configurator-preview" className="text-3xl font-semibold tracking-tight">
            Design it in 3D
          </h2>
          <p className="mt-4 text-ink-muted">
            Start from a preset, then add cells, doors, drawers and dividers, pick a colour and see
            the price change as you build. This sideboard is drawn by the same 3D view.
          </p>
          <Link to="/configurator" className={`${buttonVariants()} mt-8`}>
            Open the configurator
            <ArrowRight aria-hidden />
          </Link>
        </div>
        <WhenNear
          className="h-72 overflow-hidden rounded-md border border-line bg-paper sm:h-96"
          placeholder={
            <div className="flex h-full items-center justify-center">
              <CellSketchDrawing sketch={PREVIEW_SKETCH} cellRem={3.5} />
            </div>
          }
        >
          {preview}
        </WhenNear>
      </div>
    </section>
  );
}

/**
 * The home page (docs/rules/storefront.md): its fallback copy shows at once and the shop's content
 * replaces it when `GET /api/home` answers; on a failure the fallback stays. `preview` is the live
 * 3D view, loaded only as it scrolls near (the app hands it in: features do not import each other).
 */
export function HomePage({ preview = null }: { preview?: ReactNode }) {
  const startDesigning = useProductShortcut(START_DESIGNING_SHORTCUT);
  const home = useHomeContent();
  const fetchedSlides = home.data?.heroSlides ?? [];
  const sections = home.data?.sections ?? [];

  return (
    <>
      <HeroCarousel
        slides={fetchedSlides.length > 0 ? fetchedSlides : SLIDES}
        actions={
          <>
            <Button onClick={() => void startDesigning.open()} pending={startDesigning.pending}>
              Start Designing
              <ArrowRight aria-hidden />
            </Button>
            <Link to="/shop" className={buttonVariants({ variant: 'secondary' })}>
              Browse the shop
            </Link>
          </>
        }
      />

      <section
        aria-labelledby="explore-products"
        aria-roledescription="carousel"
        className={`${SECTION} pt-16`}
      >
        <ExploreProducts />
      </section>

      <WhyChoose sections={sections} />
      <ConfiguratorPreview preview={preview} />
      {/* Below the first screens: loaded as it comes near, in a box about its own height. */}
      <WhenNear className="min-h-[176rem] sm:min-h-[116rem] lg:min-h-[94rem]" placeholder={null}>
        <HomeGallery sections={sections} />
      </WhenNear>
      <LoadingOverlay waiting={startDesigning.pending} />
    </>
  );
}
