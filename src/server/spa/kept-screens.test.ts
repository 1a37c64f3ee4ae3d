import { describe, expect, it } from 'vitest';
import type { FirstScreen } from '../../contract/first-screen.ts';
import { keptScreens } from './kept-screens.ts';

const screen = (html: string): FirstScreen => ({ html, css: '', styles: [], data: {} });

/** A writer whose writes the test finishes one by one, counting them per address. */
function slowWriter() {
  const pending: { path: string; finish: (screen: FirstScreen | null) => void }[] = [];
  const write = (url: URL) =>
    new Promise<FirstScreen | null>((finish) => pending.push({ path: url.pathname, finish }));
  return { write, pending };
}

const at = (path: string) => new URL(`http://shop.test${path}`);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('kept first screens', () => {
  const options = { freshMs: 5_000, staleMs: 60_000 };

  it('writes a page once for the visitors of its fresh window, sharing a write under way', async () => {
    const { write, pending } = slowWriter();
    let time = 0;
    const kept = keptScreens(write, { ...options, now: () => time });
    const first = kept(at('/about'));
    const second = kept(at('/about'));
    expect(pending).toHaveLength(1);
    pending[0]!.finish(screen('about v1'));
    expect((await first)?.html).toBe('about v1');
    expect((await second)?.html).toBe('about v1');
    time = 5_000;
    expect((await kept(at('/about')))?.html).toBe('about v1');
    expect(pending).toHaveLength(1);
  });

  it('answers a page written a while ago at once and writes it again for the next visitor', async () => {
    const { write, pending } = slowWriter();
    let time = 0;
    const kept = keptScreens(write, { ...options, now: () => time });
    const first = kept(at('/'));
    pending[0]!.finish(screen('home v1'));
    await first;

    time = 30_000;
    expect((await kept(at('/')))?.html).toBe('home v1');
    // Visitors while the page is being written again share that one write.
    expect((await kept(at('/')))?.html).toBe('home v1');
    expect(pending).toHaveLength(2);
    pending[1]!.finish(screen('home v2'));
    await settle();

    expect((await kept(at('/')))?.html).toBe('home v2');
    expect(pending).toHaveLength(2);
    // The new screen is fresh from when it was written.
    time = 34_000;
    expect((await kept(at('/')))?.html).toBe('home v2');
    expect(pending).toHaveLength(2);
  });

  it('writes a page past its stale window before answering', async () => {
    const { write, pending } = slowWriter();
    let time = 0;
    const kept = keptScreens(write, { ...options, now: () => time });
    const first = kept(at('/faq'));
    pending[0]!.finish(screen('faq v1'));
    await first;

    time = 60_001;
    const late = kept(at('/faq'));
    expect(pending).toHaveLength(2);
    pending[1]!.finish(screen('faq v2'));
    expect((await late)?.html).toBe('faq v2');
  });

  it('never serves a failed write past its fresh window', async () => {
    const { write, pending } = slowWriter();
    let time = 0;
    const kept = keptScreens(write, { ...options, now: () => time });
    const first = kept(at('/shop'));
    pending[0]!.finish(null);
    expect(await first).toBeNull();

    time = 6_000;
    const again = kept(at('/shop'));
    pending[1]!.finish(screen('shop'));
    expect((await again)?.html).toBe('shop');
  });

  it('keeps the written screen when writing it again fails, and tries again on the next visit', async () => {
    const { write, pending } = slowWriter();
    let time = 0;
    const kept = keptScreens(write, { ...options, now: () => time });
    const first = kept(at('/blog'));
    pending[0]!.finish(screen('blog v1'));
    await first;

    time = 10_000;
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
