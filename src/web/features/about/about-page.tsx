import { ArrowRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { AboutSection } from '../../../contract/storefront.ts';
import { analytics } from '../../lib/analytics.ts';
import { cn } from '../../lib/cn.ts';
import { getPublicConfig } from '../../lib/public-config.ts';
import { Button, buttonVariants } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import {
  FACTS,
  fallbackCopy,
  JOURNEY,
  MISSION,
  STATS,
  TIMELINE,
  type FallbackKey,
} from './about-copy.ts';
import { sectionsByKey, useAboutContent } from './get-about.ts';
import {
  Band,
  Eyebrow,
  Paragraphs,
  paragraphsOf,
  SectionCard,
  SectionImage,
  TextSection,
  type ShownSection,
} from '../../entities/about/about-sections.tsx';

export const ABOUT_ERROR_MESSAGE = 'Error loading page content. Please try again.';

/**
 * How long the page waits for its sections before it shows its own copy. Sections that usually
 * arrive within this replace nothing on screen, so the text does not move as they come; slower
 * ones replace the copy where it stands.
 */
export const CONTENT_WAIT_MS = 700;

/** The owner's section for `key` when it has text, else the page's own copy. */
function useSections(sections: readonly AboutSection[] | undefined) {
  const copy = fallbackCopy(getPublicConfig().brandName);
  const fetched = sectionsByKey(sections ?? []);
  // `why-{product}` introduces Why Choose Us (docs/rules/configurators.md): the first one wins.
  const whyKey = (sections ?? []).find((section) => section.sectionKey.startsWith('why-'));
  return (key: FallbackKey): ShownSection => {
    const own = key === 'why-us' ? whyKey : fetched.get(key);
    const title = own?.title.trim() ? own.title : copy[key].title;
    const content = own?.content.trim() ? own.content : copy[key].content;
    return {
      title,
      paragraphs: paragraphsOf(content),
      imageUrl: own?.imageUrl ?? null,
    };
  };
}

function AboutContent({ sections }: { sections: readonly AboutSection[] | undefined }) {
  const { brandName } = getPublicConfig();
  const shown = useSections(sections);
  const hero = shown('hero');
  const why = shown('why-us');

  return (
    <>
      <section aria-labelledby="about-hero" className="border-b border-line">
        <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[3fr_2fr] md:py-20 lg:px-8">
          <div>
            <h1
              id="about-hero"
              className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl"
            >
              {hero.title}
            </h1>
            <Paragraphs section={hero} className="mt-5 max-w-xl text-lg" />
            <Link to="/shop" className={cn(buttonVariants(), 'mt-8')}>
              Browse the shop
              <ArrowRight aria-hidden />
            </Link>
          </div>
          {hero.imageUrl ? (
            <SectionImage section={hero} className="self-center" />
          ) : (
            <ul className="self-center border-l-4 border-birch pl-6 text-lg font-medium">
              {FACTS.map((fact) => (
                <li key={fact} className="py-2">
                  {fact}
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <Band label="founders" title={<>The people behind {brandName}</>}>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {(['founder-1', 'founder-2'] as const).map((key) => (
            <SectionCard key={key} section={shown(key)} look="founder" />
          ))}
        </ul>
      </Band>

      <TextSection id="story" eyebrow="Our story" section={shown('crafting-dreams')} />

      <Band label="timeline" title="Our timeline" className="bg-paper-deep">
        <ol className="mt-10 grid gap-8 md:grid-cols-3">
          {TIMELINE.map((step) => (
            <li key={step.year} className="border-t-2 border-ink pt-4">
              <p className="text-sm font-semibold tabular-nums">{step.year}</p>
              <h3 className="mt-2 text-xl font-semibold">{step.title}</h3>
              <p className="mt-2 text-ink-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </Band>

      <TextSection id="promise" eyebrow="Our promise" section={shown('vision-to-reality')} />

      <Band label="journey" title="From your screen to your room">
        <ol className="mt-10 grid gap-px overflow-hidden rounded-md border border-line bg-line sm:grid-cols-2 lg:grid-cols-4">
          {JOURNEY.map((step, at) => (
            <li key={step.title} className="bg-paper p-6">
              <p className="text-sm font-semibold text-ink-muted tabular-nums">Step {at + 1}</p>
              <h3 className="mt-2 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-ink-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </Band>

      <TextSection
        id="your-story"
        eyebrow="Your story"
        section={shown('your-story')}
        className="bg-paper-deep"
      />

      <Band label="why" title={why.title}>
        <Paragraphs section={why} className="mt-4 max-w-2xl text-lg" />
        <ul className="mt-10 grid gap-px overflow-hidden rounded-md border border-line bg-line md:grid-cols-3">
          {(
            [
              'designed-to-evolve',
              'customization-without-complexity',
              'community-of-creators',
            ] as const
          ).map((key) => (
            <SectionCard key={key} section={shown(key)} look="advantage" />
          ))}
        </ul>
      </Band>

      <Band label="mission">
        <div className="max-w-3xl">
          <Eyebrow>Our mission</Eyebrow>
          <h2
            id="about-mission"
            className="mt-3 text-2xl font-semibold tracking-tight text-balance sm:text-3xl"
          >
            {MISSION}
          </h2>
        </div>
      </Band>

      <Band label="start" className="bg-ink text-paper">
        <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="about-start" className="text-3xl font-semibold tracking-tight">
              Ready to design yours?
            </h2>
            <p className="mt-3 max-w-xl text-paper/80">
              Pick a category, open the configurator and see the price as you build.
            </p>
          </div>
          <Link to="/shop" className={buttonVariants({ variant: 'inverse' })}>
            Start designing
            <ArrowRight aria-hidden />
          </Link>
        </div>
      </Band>

      <section aria-labelledby="about-numbers">
        <div className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="about-numbers" className="sr-only">
            {brandName} in numbers
          </h2>
          <dl className="grid gap-8 text-center sm:grid-cols-3">
            {STATS.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse">
                <dt className="mt-1 text-ink-muted">{stat.label}</dt>
                <dd className="text-4xl font-semibold tracking-tight tabular-nums">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </>
  );
}

/** True once `ms` have passed since the page first showed. */
function useWaited(ms: number): boolean {
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return waited;
}

/**
 * The About page (docs/rules/configurators.md): loading, then content, or an error state. The
 * page's own copy stands in for any section the owner has not published.
 */
export function AboutPage() {
  const about = useAboutContent();
  const waited = useWaited(CONTENT_WAIT_MS);

  useEffect(() => {
    analytics.track({ event: 'about_page_view' });
  }, []);

  if (about.isError && !about.data) {
    const { brandName } = getPublicConfig();
    return (
      <div className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6 md:py-20 lg:px-8">
        <h1 className="text-4xl font-semibold tracking-tight sm:text-5xl">About {brandName}</h1>
        <div role="alert" className="mt-8 max-w-xl rounded-md border border-line bg-paper-deep p-6">
          <p className="text-lg">{ABOUT_ERROR_MESSAGE}</p>
          <Button
            variant="secondary"
            className="mt-4"
            pending={about.isFetching}

            onClick={() => void about.refetch()}
          >
            {about.isFetching ? 'Trying again…' : 'Try again'}
          </Button>
        </div>
      </div>
    );
  }

  if (about.isPending && !waited) return <Spinner />;

  return (
    <div className="relative" aria-busy={about.isPending}>
      {about.isPending && (
        // Over the page, not in it: the text below does not move when this goes.
        <p
          role="status"
          className="absolute top-3 right-4 z-10 rounded-md border border-line bg-paper px-3 py-1 text-sm text-ink-muted sm:right-6 lg:right-8"
        >
          Loading...
        </p>
      )}
      <AboutContent sections={about.data?.sections} />
    </div>
  );
}
