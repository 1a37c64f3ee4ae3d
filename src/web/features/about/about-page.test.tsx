import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AboutSection } from '../../../contract/storefront.ts';
import { analytics } from '../../lib/analytics.ts';
import { answerFetch } from '../../testing/answer-fetch.ts';
import { ABOUT_ERROR_MESSAGE, AboutPage } from './about-page.tsx';

function section(
  sectionKey: string,
  title: string,
  content: string,
  imageUrl: string | null = null,
) {
  return { sectionKey, title, content, imageUrl } satisfies AboutSection;
}

function renderAbout() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let restore: () => void = () => {};
/** The API answers these About sections until the test ends. */
function answerSections(...sections: AboutSection[]) {
  restore = answerFetch({ '/api/about': { status: 200, body: { sections } } });
}

afterEach(() => {
  restore();
  vi.unstubAllGlobals();
});

describe('AboutPage', () => {
  it('shows its own copy, marked as loading, while the sections are slow to come', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    renderAbout();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About Birch & Cell' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('heading', { name: 'Designed to evolve' })).toBeInTheDocument();
  });

  it('puts each fetched section in place of its own copy, by key', async () => {
    answerSections(
      section('hero', 'Shelves from a small workshop', 'We cut every order by hand.'),
      section('designed-to-evolve', 'Grows with you', 'Add a cell at a time.\n\nOr two.'),
      section('why-birch-and-cell', 'Why people pick us', 'Three reasons.'),
      section('unknown-key', 'Not on this page', 'Ignored.'),
    );
    renderAbout();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shelves from a small workshop' }),
    ).toBeInTheDocument();
    expect(screen.getByText('We cut every order by hand.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Grows with you' })).toBeInTheDocument();
    expect(screen.getByText('Or two.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Designed to evolve' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why people pick us' })).toBeInTheDocument();
    // Sections the answer leaves out keep the page's own copy.
    expect(
      screen.getByRole('heading', { name: 'Customization without complexity' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Not on this page')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('has the timeline, the stats and calls to action to the shop', async () => {
    answerSections();
    renderAbout();
    const timeline = await screen.findByRole('region', { name: 'Our timeline' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^2020Founded/),
      expect.stringMatching(/^20213D configurator launch/),
      expect.stringMatching(/^202510,000\+ customers/),
    ]);
    const numbers = screen.getByRole('region', { name: 'Birch & Cell in numbers' });
    // Each label, then its figure (shown above it).
    expect(numbers).toHaveTextContent('customers10,000+');
    expect(numbers).toHaveTextContent('rating5-star');
    expect(numbers).toHaveTextContent('design support5 days');
    const toShop = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') === '/shop');
    expect(toShop.length).toBeGreaterThanOrEqual(2);
  });

  it('shows a section’s picture with its title as alt text, sized and loaded lazily', async () => {
    answerSections(section('founder-1', 'Our designer', 'Draws the cells.', '/img/designer.webp'));
    renderAbout();
    const picture = await screen.findByRole('img', { name: 'Our designer' });
    expect(picture).toHaveAttribute('src', '/img/designer.webp');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('width');
    expect(picture).toHaveAttribute('height');
  });

  it('says so when the sections cannot be loaded, and tries again on request', async () => {
    let calls = 0;
    restore = answerFetch({
      '/api/about': () =>
        ++calls === 1
          ? { status: 500, body: { error: { kind: 'unavailable', message: 'Down' } } }
          : {
              status: 200,
              body: { sections: [section('hero', 'Back again', 'All well.')] },
            },
    });
    const user = userEvent.setup();
    renderAbout();
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('p')?.textContent).toBe(ABOUT_ERROR_MESSAGE);
    expect(ABOUT_ERROR_MESSAGE).toBe('Error loading page content. Please try again.');
    // Nothing else stands on the page while it cannot load.
    expect(screen.queryByRole('heading', { name: 'Designed to evolve' })).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Back again' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('records that the About page was viewed', async () => {
    answerSections();
    // The shared analytics drops a repeat within 3 s, so the call is what is checked here.
    const track = vi.spyOn(analytics, 'track');
    renderAbout();
    await waitFor(() => expect(track).toHaveBeenCalledWith({ event: 'about_page_view' }));
  });
});
