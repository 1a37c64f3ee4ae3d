import { describe, expect, it } from 'vitest';
import type { FirstScreen } from '../../contract/first-screen.ts';
import { keptScreens } from './kept-screens.ts';

const screen = (html: string): FirstScreen => ({ html, css: '', styles: [], data: {} });

/**
 * Kept screens over a writer whose writes the test finishes one by one (`pending`, in the order
 * they were asked for), on a clock the test moves.
 */
function overSlowWriter(options: { freshMs: number; staleMs: number }) {
  const pending: { path: string; finish: (screen: FirstScreen | null) => void }[] = [];
  const clock = { time: 0 };
  const kept = keptScreens(
    (url) => new Promise((finish) => pending.push({ path: url.pathname, finish })),
    { ...options, now: () => clock.time },
  );
  /** The page asked for and its write finished with `result`. */
  const written = async (path: string, result: FirstScreen | null) => {
    const answer = kept(at(path));
    pending.at(-1)!.finish(result);
    return answer;
  };
  return { kept, pending, clock, written };
}

const at = (path: string) => new URL(`http://shop.test${path}`);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('kept first screens', () => {
  const options = { freshMs: 5_000, staleMs: 60_000 };

  it('writes a page once for the visitors of its fresh window, sharing a write under way', async () => {
    const { kept, pending, clock } = overSlowWriter(options);
    const first = kept(at('/about'));
    const second = kept(at('/about'));
    expect(pending).toHaveLength(1);
    pending[0]!.finish(screen('about v1'));
    expect((await first)?.html).toBe('about v1');
    expect((await second)?.html).toBe('about v1');
    clock.time = 5_000;
    expect((await kept(at('/about')))?.html).toBe('about v1');
    expect(pending).toHaveLength(1);
  });

  it('answers a page written a while ago at once and writes it again for the next visitor', async () => {
    const { kept, pending, clock, written } = overSlowWriter(options);
    await written('/', screen('home v1'));

    clock.time = 30_000;
    expect((await kept(at('/')))?.html).toBe('home v1');
    // Visitors while the page is being written again share that one write.
    expect((await kept(at('/')))?.html).toBe('home v1');
    expect(pending).toHaveLength(2);
    pending[1]!.finish(screen('home v2'));
    await settle();

    expect((await kept(at('/')))?.html).toBe('home v2');
    expect(pending).toHaveLength(2);
    // The new screen is fresh from when it was written.
    clock.time = 34_000;
    expect((await kept(at('/')))?.html).toBe('home v2');
    expect(pending).toHaveLength(2);
  });

  it('writes a page past its stale window before answering', async () => {
    const { pending, clock, written } = overSlowWriter(options);
    await written('/faq', screen('faq v1'));

    clock.time = 60_001;
    expect((await written('/faq', screen('faq v2')))?.html).toBe('faq v2');
    expect(pending).toHaveLength(2);
  });

  it('never serves a failed write past its fresh window', async () => {
    const { pending, clock, written } = overSlowWriter(options);
    expect(await written('/shop', null)).toBeNull();

    clock.time = 6_000;
    expect((await written('/shop', screen('shop')))?.html).toBe('shop');
    expect(pending).toHaveLength(2);
  });

  it('keeps the written screen when writing it again fails, and tries again on the next visit', async () => {
    const { kept, pending, clock, written } = overSlowWriter(options);
    await written('/blog', screen('blog v1'));

    clock.time = 10_000;
    expect((await kept(at('/blog')))?.html).toBe('blog v1');
    pending[1]!.finish(null);
    await settle();
    expect((await kept(at('/blog')))?.html).toBe('blog v1');
    expect(pending).toHaveLength(3);
  });

  it('survives a writer that throws, in a first write and in a rewrite', async () => {
    let calls = 0;
    let time = 0;
    const kept = keptScreens(
      async () => {
        calls++;
        if (calls !== 2) throw new Error('the writer broke');
        return screen('contact');
      },
      { ...options, now: () => time },
    );
    await expect(kept(at('/contact'))).rejects.toThrow('the writer broke');
    time = 6_000;
    expect((await kept(at('/contact')))?.html).toBe('contact');
    time = 20_000;
    expect((await kept(at('/contact')))?.html).toBe('contact');
    await settle();
    expect(calls).toBe(3);
  });

  it('keeps at most maxEntries addresses, dropping the one written longest ago', async () => {
    let writes = 0;
    const kept = keptScreens(
      async (url) => {
        writes++;
        return screen(url.pathname);
      },
      { ...options, maxEntries: 2, now: () => 0 },
    );
    await kept(at('/a'));
    await kept(at('/b'));
    await kept(at('/c'));
    expect(writes).toBe(3);
    await kept(at('/c'));
    await kept(at('/b'));
    expect(writes).toBe(3);
    await kept(at('/a'));
    expect(writes).toBe(4);
  });
});

describe('kept first screens checked against the owner’s content', () => {
  it('writes a page again at once when the content it shows has changed, and keeps it while it has not', async () => {
    let content = 'v1';
    let writes = 0;
    const kept = keptScreens(async () => screen(`about ${++writes}`), {
      freshMs: 5_000,
      staleMs: 60_000,
      now: () => 0,
      contentOf: async (url) => (url.pathname === '/about' ? content : null),
    });
    expect((await kept(at('/about')))?.html).toBe('about 1');
    expect((await kept(at('/about')))?.html).toBe('about 1');
    // Changed through any process: the database says so, and the next visitor sees it.
    content = 'v2';
    expect((await kept(at('/about')))?.html).toBe('about 2');
    expect((await kept(at('/about')))?.html).toBe('about 2');
    expect((await kept(at('/faq')))?.html).toBe('about 3');
    expect((await kept(at('/faq')))?.html).toBe('about 3');
  });
});
