import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WHY_CHOOSE_SECTION_KEYS } from '../../../contract/home-sections.ts';
import type { HomeContent } from './get-home.ts';
import { SLIDE_INTERVAL_MS } from './hero-carousel.tsx';
import { REASONS, SLIDES } from './home-content.ts';
import { HomePage } from './home-page.tsx';
import { loopedStart } from './scroll-carousel.tsx';
import { NEAR_MARGIN } from './when-near.tsx';

const realFetch = globalThis.fetch;
const realMatchMedia = window.matchMedia;

type Answer = { status: number; body: unknown };
let answerHome: () => Promise<Answer>;

const json = ({ status, body }: Answer) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The network at its edge: `/api/home` answers as each test says; nothing else is asked for. */
beforeEach(() => {
  answerHome = () => new Promise<Answer>(() => {});
  globalThis.fetch = async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path !== '/api/home') throw new Error(`unexpected request ${path}`);
    return json(await answerHome());
  };
});

afterEach(() => {
  globalThis.fetch = realFetch;
  window.matchMedia = realMatchMedia;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderHome(preview?: React.ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <HomePage preview={preview} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const CONTENT: HomeContent = {
  heroSlides: [
    {
      id: 's-1',
      title: 'Walnut, Set to the Inch',
      description: 'A walnut bookshelf sized to the alcove it stands in.',
      imageUrl: '/images/hero-walnut.webp',
      altText: 'Walnut bookshelf in an alcove',
    },
    {
      id: 's-2',
      title: 'Doors That Swing Shut',
      description: 'Soft-close doors on every cell.',
      imageUrl: '/images/hero-doors.webp',
      altText: 'Sideboard with its doors open',
    },
  ],
  sections: [
    {
      id: 'why-1',
      sectionKey: 'why-hpl',
      title: 'Laminate that lasts',
      description: 'Scratch-proof fronts in six colours.',
      imageUrl: null,
    },
    {
      id: 'g-1',
      sectionKey: 'gallery-walnut',
      title: 'Walnut veneer on a birch edge',
      description: 'Close up in the workshop.',
      imageUrl: '/images/walnut.webp',
    },
    {
      id: 'h-1',
      sectionKey: 'at-home-hallway',
      title: 'A yellow shoe rack in a hallway',
      description: 'Two rows of pairs, keys on top.',
      imageUrl: '/images/hallway.webp',
    },
  ],
  categories: [
    { id: 'c-2', name: 'Sideboard', slug: 'sideboard', imageUrl: null },
    { id: 'c-1', name: 'Bookshelf', slug: 'bookshelf', imageUrl: '/images/bookshelf.webp' },
  ],
};

const heroHeading = () => screen.getByRole('heading', { level: 1 });
const explore = () => screen.getByRole('region', { name: 'Explore Products' });

function stubReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

describe('the home page', () => {
  it('shows its fallback content at once, before the shop answers', () => {
    renderHome();
    expect(heroHeading()).toHaveTextContent('Design Your Perfect Storage');
    expect(screen.getByRole('button', { name: 'Start Designing' })).toBeEnabled();
    for (const reason of REASONS) {
      expect(screen.getByRole('heading', { level: 3, name: reason.title })).toBeInTheDocument();
    }
    // The shop's categories link to their pages before the active ones arrive.
    expect(within(explore()).getByRole('link', { name: /^Bookshelf/ })).toHaveAttribute(
      'href',
      '/shop/bookshelf',
    );
    expect(within(explore()).getAllByRole('link')).toHaveLength(11);
    // Pictures wait for the owner: the fallback draws, it does not show stock photos.
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });

  it('replaces the fallback with the fetched slides, sections and categories', async () => {
    // Every lazy part is near at once: the picture sections load too.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly notify: IntersectionObserverCallback) {}
        observe() {
          this.notify([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    answerHome = async () => ({ status: 200, body: CONTENT });
    renderHome();
    await waitFor(() => expect(heroHeading()).toHaveTextContent('Walnut, Set to the Inch'));
    expect(screen.queryByText('Design Your Perfect Storage')).not.toBeInTheDocument();
    const slides = document.querySelectorAll('[aria-roledescription="slide"]');
    expect(slides).toHaveLength(2);
    expect(slides[1]).toHaveAttribute('inert');
    expect(slides[1]).toHaveAttribute('aria-hidden', 'true');

    // The first slide's picture is the page's largest paint; the next one waits.
    const [first, second] = screen.getAllByRole('img', { hidden: true });
    expect(first).toHaveAttribute('alt', 'Walnut bookshelf in an alcove');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('width', '960');
    expect(first).toHaveAttribute('height', '720');
    expect(second).toHaveAttribute('loading', 'lazy');

    // One Why Choose card takes the fetched words; the other five keep theirs.
    expect(screen.getByRole('heading', { name: 'Laminate that lasts' })).toBeInTheDocument();
    expect(screen.queryByText('Colorful HPL laminate')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Premium Baltic birch' })).toBeInTheDocument();

    const links = within(explore()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/shop/sideboard',
      '/shop/bookshelf',
    ]);

    expect(
      await screen.findByRole('img', { name: 'Walnut veneer on a birch edge' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Red laminate')).not.toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'A yellow shoe rack in a hallway' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Living room')).not.toBeInTheDocument();
  });

  it('keeps the fallback and says so when the categories cannot load', async () => {
    answerHome = async () => ({
      status: 503,
      body: { error: { kind: 'unavailable', message: 'The shop is resting for a moment.' } },
    });
    renderHome();
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Error loading categories' }),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent('The shop is resting for a moment.');
    expect(heroHeading()).toHaveTextContent('Design Your Perfect Storage');
    expect(screen.getByRole('heading', { name: 'Colorful HPL laminate' })).toBeInTheDocument();
  });

  it('names a section key for every Why Choose card, in order', () => {
    expect(REASONS.map((reason) => reason.key)).toEqual([...WHY_CHOOSE_SECTION_KEYS]);
    expect(SLIDES.map((slide) => slide.title)).toEqual([
      'Design Your Perfect Storage',
      'Premium Baltic Birch',
      'Made in California',
    ]);
  });
});

describe('the hero carousel', () => {
  it('goes round from the first slide to the last and back', async () => {
    const user = userEvent.setup();
    renderHome();
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(heroHeading()).toHaveTextContent('Made in California');
    expect(screen.getByRole('button', { name: 'Slide 3: Made in California' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(heroHeading()).toHaveTextContent('Design Your Perfect Storage');
    await user.click(screen.getByRole('button', { name: 'Slide 2: Premium Baltic Birch' }));
    expect(heroHeading()).toHaveTextContent('Premium Baltic Birch');
    // The slides not shown are out of reach: one heading and one Start Designing button.
    expect(screen.getAllByRole('button', { name: 'Start Designing' })).toHaveLength(1);
  });

  it('plays on its own, and stops with the visible pause button', () => {
    stubReducedMotion(false);
    vi.useFakeTimers();
    renderHome();
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(heroHeading()).toHaveTextContent('Premium Baltic Birch');
    act(() => screen.getByRole('button', { name: 'Pause slides' }).click());
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(heroHeading()).toHaveTextContent('Premium Baltic Birch');
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
  });

  it('never moves on its own for a visitor who asks for less motion', () => {
    stubReducedMotion(true);
    vi.useFakeTimers();
    renderHome();
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(heroHeading()).toHaveTextContent('Design Your Perfect Storage');
    expect(screen.queryByRole('button', { name: /Pause slides|Play slides/ })).toBeNull();
  });
});

describe('the Explore Products carousel', () => {
  it('loops: Previous from the first card goes to the last view, Next from there to the first', async () => {
    // jsdom lays nothing out: each card is 100 px wide in a 200 px view, placed by its index.
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(200);
    vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.parentElement ? [...this.parentElement.children].indexOf(this) * 100 : 0;
    });
    let scrollLeft = 0;
    vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockImplementation(() => scrollLeft);
    const scrollTo = vi.fn((options: ScrollToOptions) => {
      scrollLeft = options.left ?? 0;
    });
    HTMLElement.prototype.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];

    const user = userEvent.setup();
    renderHome();
    const region = explore();
    await user.click(within(region).getByRole('button', { name: 'Previous categories' }));
    // Eleven cards, two in view: the last view starts at the tenth.
    expect(scrollLeft).toBe(900);
    await user.click(within(region).getByRole('button', { name: 'Next categories' }));
    expect(scrollLeft).toBe(0);
    await user.click(within(region).getByRole('button', { name: 'Next categories' }));
    expect(scrollLeft).toBe(100);
    vi.restoreAllMocks();
    // @ts-expect-error jsdom has no scrollTo on elements; the test gave it one
    delete HTMLElement.prototype.scrollTo;
  });

  it.each([
    [0, 1, 1],
    [0, -1, 7],
    [7, 1, 0],
    [3, 1, 4],
    [3, -1, 2],
  ] as const)('from card %i going %i of 11 cards, four in view, starts at %i', (from, dir, to) => {
    expect(loopedStart(from, dir, 11, 4)).toBe(to);
  });
});

describe('the 3D preview', () => {
  it('is not loaded until its box comes near the screen', async () => {
    const notify: IntersectionObserverCallback[] = [];
    const options: (IntersectionObserverInit | undefined)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, init?: IntersectionObserverInit) {
          notify.push(callback);
          options.push(init);
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const load = vi.fn(async () => ({ default: () => <p>The live preview</p> }));
    const Preview = lazy(load);
    renderHome(<Preview />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Open the configurator' })).toHaveAttribute(
      'href',
      '/configurator',
    );
    // The preview's box and the picture sections' box, each watched ahead of the screen.
    expect(options).toEqual([{ rootMargin: NEAR_MARGIN }, { rootMargin: NEAR_MARGIN }]);

    act(() => notify[0]?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as never));
    expect(await screen.findByText('The live preview')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
