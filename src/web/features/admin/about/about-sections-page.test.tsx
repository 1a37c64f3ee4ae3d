import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminAboutSection } from '../../../../contract/admin.ts';
import { answerFetch } from '../../../testing/answer-fetch.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { OWNER } from '../fixtures.test-helpers.ts';

let restoreFetch = () => {};
afterEach(() => restoreFetch());

const FOUNDER = 'a1b2c3d4-0000-4000-8000-000000000001';
const STORY = 'a1b2c3d4-0000-4000-8000-000000000002';

function sectionRow(overrides: Partial<AdminAboutSection> = {}): AdminAboutSection {
  return {
    id: FOUNDER,
    sectionKey: 'founder-1',
    title: 'Maya, who draws the boxes',
    content: 'She drew the first box.\n\nThen a hundred more.',
    imageUrl: null,
    active: true,
    sortOrder: 10,
    version: 3,
    ...overrides,
  };
}

const PICTURES = ['/api/images/hero/1.png', '/api/images/hero/2.png'];

describe('the About page admin', { timeout: 20_000 }, () => {
  it('edits a section with a field refused beside it while the preview follows the typing', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    let sections = [
      sectionRow(),
      sectionRow({
        id: STORY,
        sectionKey: 'crafting-dreams',
        title: 'Crafting dreams',
        sortOrder: 20,
        version: 1,
      }),
    ];
    restoreFetch = answerFetch({
      '/api/admin/about-sections': () => ({ status: 200, body: { sections, pictures: PICTURES } }),
      [`/api/admin/about-sections/${FOUNDER}`]: (init) => {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        sent.push(body);
        if (body['sectionKey'] === 'crafting-dreams') {
          const message =
            'There is already a section crafting-dreams. Each section key names one section: choose another.';
          return {
            status: 409,
            body: { error: { kind: 'conflict', message, fields: { sectionKey: message } } },
          };
        }
        const saved = sectionRow({ ...(body as Partial<AdminAboutSection>), version: 4 });
        sections = [saved, sections[1]!];
        return { status: 200, body: saved };
      },
    });
    renderApp('/admin/about', { session: OWNER });

    expect(await screen.findByRole('heading', { level: 1, name: 'About page' })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Edit founder-1' }));

    const preview = within(screen.getByRole('region', { name: 'Preview' }));
    expect(preview.getByRole('heading', { name: 'Maya, who draws the boxes' })).toBeVisible();
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Maya, our first maker');
    expect(preview.getByRole('heading', { name: 'Maya, our first maker' })).toBeVisible();
    const text = screen.getByRole('textbox', { name: 'Text' });
    await user.clear(text);
    await user.type(text, 'One paragraph.{Enter}{Enter}<b>Another</b>');
    // Two paragraphs, the owner's markup shown as the letters typed.
    expect(preview.getByText('One paragraph.')).toBeVisible();
    expect(preview.getByText('<b>Another</b>')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Picture' }), 'hero/2.png');
    expect(preview.getByRole('img', { name: 'Maya, our first maker' })).toHaveAttribute(
      'src',
      '/api/images/hero/2.png',
    );

    // A key the page can tell is wrong, then one only the server knows is taken.
    const key = screen.getByRole('textbox', { name: 'Section key' });
    await user.clear(key);
    await user.type(key, 'Founder One');
    await user.click(screen.getByRole('button', { name: 'Save section' }));
    expect(key).toHaveAccessibleDescription(/lower-case letters/);
    expect(key).toHaveFocus();
    expect(sent).toEqual([]);
    await user.clear(key);
    await user.type(key, 'crafting-dreams');
    await user.click(screen.getByRole('button', { name: 'Save section' }));
    await waitFor(() =>
      expect(key).toHaveAccessibleDescription(/already a section crafting-dreams/),
    );
    await user.clear(key);
    await user.type(key, 'founder-1');
    await user.click(screen.getByRole('button', { name: 'Save section' }));
    expect(await screen.findByRole('heading', { name: 'Maya, our first maker' })).toBeVisible();
    expect(sent.at(-1)).toEqual({
      sectionKey: 'founder-1',
      title: 'Maya, our first maker',
      content: 'One paragraph.\n\n<b>Another</b>',
      imageUrl: '/api/images/hero/2.png',
      active: true,
      version: 3,
    });
  });

  it('moves a section by keyboard, and the keyboard stays on it', async () => {
    const user = userEvent.setup();
    const moves: unknown[] = [];
    const story = sectionRow({
      id: STORY,
      sectionKey: 'crafting-dreams',
      title: 'Crafting dreams',
      sortOrder: 20,
      version: 1,
    });
    let sections = [sectionRow(), story];
    restoreFetch = answerFetch({
      '/api/admin/about-sections': () => ({ status: 200, body: { sections, pictures: PICTURES } }),
      [`/api/admin/about-sections/${STORY}/move`]: (init) => {
        moves.push(JSON.parse(String(init?.body)));
        sections = [
          { ...story, sortOrder: 10, version: 2 },
          { ...sectionRow(), sortOrder: 20, version: 4 },
        ];
        return { status: 200, body: { sections, pictures: PICTURES } };
      },
    });
    renderApp('/admin/about', { session: OWNER });

    const up = await screen.findByRole('button', { name: 'Move up crafting-dreams' });
    expect(screen.getByRole('button', { name: 'Move up founder-1' })).toBeDisabled();
    up.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('main ol > li code')].map((code) => code.textContent),
      ).toEqual(['crafting-dreams', 'founder-1']),
    );
    expect(moves).toEqual([{ direction: 'up', version: 1 }]);
    // First now: its Move up is off, so the keyboard is on its Move down.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move down crafting-dreams' })).toHaveFocus(),
    );
  });
});
