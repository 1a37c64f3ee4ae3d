import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { getPublicConfig } from '../../lib/public-config.ts';
import { START_DESIGNING_SHORTCUT } from '../../lib/product-match.ts';
import { useProductShortcut } from '../../lib/use-product-shortcut.ts';
import { Button, buttonVariants } from '../../ui/button.tsx';

/** The hero's fallback slides (docs/rules/storefront.md), shown as static content until the carousel. */
const SLIDES = [
  {
    title: 'Design Your Perfect Storage',
    text: 'Choose a size, add cells, doors and dividers, and watch the price update as you build. Every piece is made to your design.',
  },
  {
    title: 'Premium Baltic Birch',
    text: 'Half-inch Baltic birch plywood with its layered edge left on show, strong enough for full shelves of books and records.',
  },
  {
    title: 'Made in California',
    text: 'Cut, finished and packed in our California workshop, then shipped flat with everything you need to put it together.',
  },
] as const;

const REASONS = [
  {
    title: 'Premium Baltic birch',
    text: 'Dense birch plywood that holds screws firmly and stays flat, with a clean, even layered edge.',
  },
  {
    title: 'Custom shelving',
    text: 'Set the width, height and depth, then put doors, drawers and dividers exactly where you need them.',
  },
  {
    title: 'Sustainable materials',
    text: 'Plywood built to last for decades, and one tree planted for every custom shelf order.',
  },
  {
    title: 'Made in California',
    text: 'Every piece is cut, finished and packed in California, made for you rather than taken from stock.',
  },
  {
    title: 'Colorful HPL laminate',
    text: 'Fronts in red, blue, green, yellow, white or black high-pressure laminate that shrugs off scratches and spills.',
  },
  {
    title: 'Distinctive exposed edge',
    text: 'The striped plywood edge stays visible on purpose: it shows how the piece is built.',
  },
] as const;

/** A modular unit drawn in the finish palette: decoration, hidden from assistive technology. */
function CellIllustration() {
  const fronts = [
    '#FFFFFF',
    '#D73527',
    null,
    null,
    '#1E40AF',
    '#E29013',
    '#2B7E52',
    null,
    '#1F2937',
  ] as const;
  return (
    <div
      aria-hidden="true"
      className="grid w-full max-w-sm grid-cols-3 gap-1.5 rounded-md bg-birch p-1.5"
    >
      {fronts.map((color, index) => (
        <div key={index} className="aspect-square rounded-sm border-2 border-birch bg-paper-deep">
          {color && (
            <div className="h-full w-full rounded-[2px]" style={{ backgroundColor: color }} />
          )}
        </div>
      ))}
    </div>
  );
}

export function HomePage() {
  const { brandName } = getPublicConfig();
  const startDesigning = useProductShortcut(START_DESIGNING_SHORTCUT);
  const [hero, ...moreSlides] = SLIDES;

  return (
    <>
      <section className="border-b border-line">
        <div className="mx-auto grid min-h-[600px] w-full max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:h-[80vh] md:grid-cols-2 lg:px-8">
          <div>
            <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
              {hero.title}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-ink-muted">{hero.text}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button
                onClick={() => void startDesigning.open()}
                disabled={startDesigning.pending}
                aria-busy={startDesigning.pending}
              >
                Start Designing
                <ArrowRight aria-hidden />
              </Button>
              <Link to="/shop" className={buttonVariants({ variant: 'secondary' })}>
                Browse the shop
              </Link>
            </div>
          </div>
          <div className="flex justify-center md:justify-end">
            <CellIllustration />
          </div>
        </div>
      </section>

      <section aria-label="What we make" className="border-b border-line bg-paper-deep">
        <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:px-8">
          {moreSlides.map((slide) => (
            <div key={slide.title}>
              <h2 className="text-2xl font-semibold tracking-tight">{slide.title}</h2>
              <p className="mt-3 text-ink-muted">{slide.text}</p>
            </div>
          ))}
        </div>
      </section>

      <section
        aria-labelledby="why-choose"
        className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 lg:px-8"
      >
        <h2 id="why-choose" className="text-3xl font-semibold tracking-tight">
          Why choose {brandName}
        </h2>
        <ul className="mt-10 grid gap-px overflow-hidden rounded-md border border-line bg-line sm:grid-cols-2 lg:grid-cols-3">
          {REASONS.map((reason) => (
            <li key={reason.title} className="bg-paper p-6">
              <h3 className="text-lg font-semibold">{reason.title}</h3>
              <p className="mt-2 text-ink-muted">{reason.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
