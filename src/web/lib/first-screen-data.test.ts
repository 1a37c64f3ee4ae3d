import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_DATA_ID } from '../../contract/first-screen.ts';
import { takeOverFirstScreen } from './first-screen-data.ts';

function writtenPage(data: string, markup: string): HTMLElement {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_SCREEN_DATA_ID;
  script.textContent = data;
  document.head.append(script);
  const root = document.createElement('div');
  root.innerHTML = markup;
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('takeOverFirstScreen', () => {
  it('starts the cache from the written answers, as of when they were read, and gives styles back', () => {
    const root = writtenPage(
      JSON.stringify({
        state: {
          mutations: [],
          queries: [
            { queryKey: ['home'], state: { data: { heroSlides: [] }, dataUpdatedAt: 1234 } },
          ],
        },
        styles: ['width:7.5rem', 'color:#fff'],
      }),
      '<div data-first-style="0"><i data-first-style="1"></i></div>',
    );
    const client = new QueryClient();
    expect(takeOverFirstScreen(client, root)).toBe(true);
    expect(client.getQueryData(['home'])).toEqual({ heroSlides: [] });
    expect(client.getQueryState(['home'])?.dataUpdatedAt).toBe(1234);
    expect(root.innerHTML).toBe(
      '<div style="width: 7.5rem;"><i style="color: rgb(255, 255, 255);"></i></div>',
    );
  });

  it.each([
    ['no data', null],
    ['data that is not JSON', '{"state":'],
    ['data of another shape', '{"queries":[]}'],
  ])('leaves a page with %s to start in the browser', (_, data) => {
    const root = data === null ? document.body : writtenPage(data, '<p>x</p>');
    expect(takeOverFirstScreen(new QueryClient(), root)).toBe(false);
  });
});
