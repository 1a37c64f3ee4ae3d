import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../ui/button.tsx';
import { Picture } from '../../ui/picture.tsx';
import { useReducedMotion } from '../../lib/reduced-motion.ts';
import { useInBrowser } from '../../lib/use-in-browser.ts';
import type { HeroSlide } from './get-home.ts';
import { isKeyboardFocus } from '../../lib/keyboard-focus.ts';

/** How long a slide shows before the next, when the carousel plays. */
export const SLIDE_INTERVAL_MS = 7000;

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

function SlidePicture({ slide, first }: { slide: HeroSlide; first: boolean }) {
  const inBrowser = useInBrowser();
  if (!slide.imageUrl) return <CellIllustration />;
  // The page the server writes holds the first slide's picture alone: the others, hidden, would
  // still be fetched with it and compete with the page's largest paint. The app adds them.
  if (!first && !inBrowser) return null;
  return (
    <Picture
      src={slide.imageUrl}
      alt={slide.altText ?? slide.title}
      width={960}
      height={720}
      // Half of a wide screen; on phones the picture stands below the text, the screen's width.
      sizes="(min-width: 768px) 50vw, 100vw"
      // The first slide is the page's largest paint; the others wait until they are needed.
      priority={first ? 'first' : 'lazy'}
      className="absolute inset-0 size-full rounded-md object-contain md:static md:h-auto md:max-h-[60vh] md:w-full"
    />
  );
}

/**
 * The home hero (docs/rules/storefront.md): slides of a title, a description and `actions`, 80 % of
 * the screen tall and at least 600 px, so fallback and fetched slides take the same room. It plays
 * on its own only with a visible pause button (WCAG 2.2.2), never for a visitor who asks for less
 * motion, and holds still while the pointer or the focus is on it. Slides not shown are inert.
 */
export function HeroCarousel({
  slides,
  actions,
}: {
  slides: readonly HeroSlide[];
  actions: ReactNode;
}) {
  const [chosen, setChosen] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const reducedMotion = useReducedMotion();
  const count = slides.length;
  const current = count > 0 ? chosen % count : 0;
  const canPlay = count > 1 && !reducedMotion;
  const playing = canPlay && !paused && !held.pointer && !held.focus;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => setChosen((current + 1) % count), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [playing, current, count]);

  const show = (index: number) => setChosen(((index % count) + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured"
      className="relative h-[80vh] min-h-[600px] overflow-hidden border-b border-line"
      onPointerEnter={() => setHeld((h) => ({ ...h, pointer: true }))}
      onPointerLeave={() => setHeld((h) => ({ ...h, pointer: false }))}
      // Held for keyboard focus only: a click on Pause or a dot leaves focus behind as well.
      onFocus={(event) => setHeld((h) => ({ ...h, focus: isKeyboardFocus(event) }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) {
          setHeld((h) => ({ ...h, focus: false }));
        }
      }}
    >
      <div className="grid h-full" aria-live={playing ? 'off' : 'polite'}>
        {slides.map((slide, index) => {
          const shown = index === current;
          const Title = shown ? 'h1' : 'p';
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              inert={!shown}
              aria-hidden={shown ? undefined : true}
              className={cn(
                'transition-[opacity,visibility] duration-300 [grid-area:1/1]',
                shown ? 'visible opacity-100' : 'invisible opacity-0',
              )}
            >
              {/* On phones the picture takes the room the text leaves, and none if it leaves none. */}
              <div className="mx-auto grid h-full w-full max-w-6xl grid-rows-[auto_minmax(0,1fr)] items-center gap-6 px-4 pt-10 pb-28 sm:px-6 md:grid-cols-2 md:grid-rows-1 md:gap-12 lg:px-8">
                <div>
                  {/* The page's one heading is the slide shown; the others' titles wait as text. */}
                  <Title className="line-clamp-3 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
                    {slide.title}
                  </Title>
                  <p className="mt-5 line-clamp-4 max-w-xl text-lg text-ink-muted">
                    {slide.description}
                  </p>
                  <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
                </div>
                <div className="relative h-full min-h-0 md:static md:flex md:h-auto md:justify-end">
                  <SlidePicture slide={slide} first={index === 0} />
                </div>
              </div>
            </div>
          );
        })}
      </div>

      {count > 1 && (
        <div className="absolute inset-x-0 bottom-6">
          <div className="mx-auto flex w-full max-w-6xl items-center gap-2 px-4 sm:px-6 lg:px-8">
            <Button
              variant="ghost"
              size="icon"
              aria-label="Previous slide"
              onClick={() => show(current - 1)}
            >
              <ChevronLeft aria-hidden />
            </Button>
            <div className="flex">
              {slides.map((slide, index) => (
                <button
                  key={slide.id}
                  type="button"
                  aria-label={`Slide ${index + 1}: ${slide.title}`}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => show(index)}
                  className="group flex size-11 items-center justify-center rounded-md"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'h-2 rounded-full transition-[width,background-color] duration-200',
                      index === current ? 'w-6 bg-ink' : 'w-2 bg-control group-hover:bg-ink-muted',
                    )}
                  />
                </button>
              ))}
            </div>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Next slide"
              onClick={() => show(current + 1)}
            >
              <ChevronRight aria-hidden />
            </Button>
            {canPlay && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={paused ? 'Play slides' : 'Pause slides'}
                onClick={() => setPaused((p) => !p)}
                className="ml-auto"
              >
                {paused ? <Play aria-hidden /> : <Pause aria-hidden />}
              </Button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
