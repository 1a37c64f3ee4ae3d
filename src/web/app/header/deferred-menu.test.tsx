import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps, ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../ui/toast-store.ts';
import {
  deferredMenu,
  MENU_UNAVAILABLE_MESSAGE,
  useDeferredOpen,
  type DeferredMenuProps,
  type OpensOn,
} from './deferred-menu.tsx';

// The page never goes idle here (lazy-part.tsx's whenIdle): the code arrives when a test says,
// however long the file takes.
window.requestIdleCallback = () => 0;
window.cancelIdleCallback = () => {};

function ThingsButton(props: ComponentProps<'button'>) {
  return (
    <button type="button" {...props}>
      Things
    </button>
  );
}

/** What the real code renders: the same button, now with its open state, and the menu. */
function ThingsMenu({ openAtStart }: DeferredMenuProps) {
  const [open, setOpen] = useDeferredOpen(openAtStart);
  return (
    <>
      <ThingsButton data-state={open ? 'open' : 'closed'} onClick={() => setOpen(!open)} />
      {open && (
        <ul role="menu">
          <li role="menuitem">One thing</li>
        </ul>
      )}
    </>
  );
}

/** A deferred Things menu whose code arrives when the test says. */
function deferredThings(opensOn: OpensOn) {
  let arrive: (component: ComponentType<DeferredMenuProps>) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<ComponentType<DeferredMenuProps>>((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      }),
  );
  const Things = deferredMenu(load, 'The Things menu', opensOn, (_props: object, handlers) => (
    <ThingsButton {...handlers} />
  ));
  render(<Things />);
  return {
    load,
    standIn: () => screen.getByRole('button', { name: 'Things' }),
    /** The code arrives; the real button is in place once it resolves. */
    arrive: async () => {
      await act(async () => arrive(ThingsMenu));
      return waitFor(() => {
        const button = screen.getByRole('button', { name: 'Things' });
        expect(button).toHaveAttribute('data-state');
        return button;
      });
    },
    /** The code arrives, the stand-in still under a press. */
    arriveDuringPress: async () => act(async () => arrive(ThingsMenu)),
    fail: async () => act(async () => fail(new Error('chunk gone'))),
  };
}

describe('a deferred menu', () => {
  it('stands in with a plain button that announces its popup and loads nothing yet', () => {
    const things = deferredThings('press');
    expect(things.standIn()).toHaveAttribute('aria-haspopup', 'menu');
    expect(things.standIn()).toHaveAttribute('aria-expanded', 'false');
    expect(things.load).not.toHaveBeenCalled();
  });

  it('starts loading when the pointer reaches the button', async () => {
    const user = userEvent.setup();
    const things = deferredThings('press');
    await user.hover(things.standIn());
    expect(things.load).toHaveBeenCalledOnce();
  });

  it('opens as soon as its code arrives when the stand-in was clicked before', async () => {
    const user = userEvent.setup();
    const things = deferredThings('press');
    await user.click(things.standIn());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await things.arrive();
    expect(screen.getByRole('menuitem', { name: 'One thing' })).toBeInTheDocument();
  });

  it('opens from the keyboard before its code arrives, and moves nothing else', async () => {
    const user = userEvent.setup();
    const things = deferredThings('press');
    things.standIn().focus();
    await user.keyboard('{Enter}');
    await things.arrive();
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('moves keyboard focus from the stand-in to the real button, closed', async () => {
    const things = deferredThings('press');
    things.standIn().focus();
    await things.arrive();
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-state', 'closed'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens a dialog-like menu on the click, not on pointer down', async () => {
    const user = userEvent.setup();
    const things = deferredThings('click');
    expect(things.standIn()).toHaveAttribute('aria-haspopup', 'dialog');
    await user.pointer({ keys: '[MouseLeft>]', target: things.standIn() });
    await user.pointer({ keys: '[/MouseLeft]', target: things.standIn() });
    await things.arrive();
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it.each<OpensOn>(['press', 'click'])(
    'keeps the stand-in (%s) under a press until its click, which opens the menu',
    async (opensOn) => {
      const user = userEvent.setup();
      const things = deferredThings(opensOn);
      const standIn = things.standIn();
      await user.pointer({ keys: '[MouseLeft>]', target: standIn });
      await things.arriveDuringPress();
      expect(things.standIn()).toBe(standIn);
      await user.pointer({ keys: '[/MouseLeft]', target: standIn });
      expect(await screen.findByRole('menu')).toBeInTheDocument();
    },
  );

  it('keeps the stand-in while Space is held on it, so letting go opens the menu', async () => {
    const user = userEvent.setup();
    const things = deferredThings('click');
    const standIn = things.standIn();
    standIn.focus();
    await user.keyboard('[Space>]');
    await things.arriveDuringPress();
    expect(things.standIn()).toBe(standIn);
    await user.keyboard('[/Space]');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });

  it('puts the real button in place once the code arrives after a press has ended', async () => {
    const user = userEvent.setup();
    const things = deferredThings('click');
    await user.hover(things.standIn());
    await user.pointer({ keys: '[MouseLeft>]', target: things.standIn() });
    await user.pointer({ keys: '[/MouseLeft]', target: things.standIn() });
    const button = await things.arrive();
    expect(button).toHaveAttribute('data-state', 'open');
  });

  it('leaves the stand-in in place when its code cannot load, says why, and tries again', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const things = deferredThings('press');
    await user.click(things.standIn());
    await things.fail();
    expect(warn).toHaveBeenCalledWith('The Things menu could not load:', expect.any(Error));
    expect(things.standIn()).not.toHaveAttribute('data-state');
    // The press that waited is told, and no wait is left on screen.
    expect(toastStore.getState().toasts.map((shown) => shown.title)).toContain(
      MENU_UNAVAILABLE_MESSAGE,
    );
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(screen.queryByText('Please wait')).toBeNull();

    await user.click(things.standIn());
    expect(things.load).toHaveBeenCalledTimes(2);
    await things.arrive();
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });
});
