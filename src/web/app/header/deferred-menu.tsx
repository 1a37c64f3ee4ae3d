import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { LoadingOverlay } from '../../ui/loading-overlay.tsx';
import { toast } from '../../ui/toast-store.ts';

/** What a deferred menu's code receives beside its own props. */
export interface DeferredMenuProps {
  /** The customer clicked the stand-in before the code arrived: open at once. */
  openAtStart: boolean;
  /** That press was a key (Enter, Space or ArrowDown): the menu starts on its first item. */
  openedByKeyboard?: boolean;
}

/**
 * What the stand-in button takes: how it announces its popup, and handlers so that reaching it
 * starts the load and a press is kept.
 */
export interface StandInHandlers {
  'aria-haspopup': 'menu' | 'dialog';
  'aria-expanded': false;
  onPointerEnter: () => void;
  onFocus: () => void;
  onBlur: () => void;
  onClick: () => void;
  onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/**
 * How the real control opens, which the stand-in mirrors: a Radix menu opens on pointer down or on
 * Enter, Space or ArrowDown; a dialog on click. A menu's stand-in that waited for the click would
 * leave the press to a real button that never saw it go down.
 */
export type OpensOn = 'press' | 'click';

export const MENU_UNAVAILABLE_MESSAGE = 'The menu could not open. Please reload the page.';

const MENU_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/** The longest a press's click is awaited after its release. */
const RELEASE_TO_CLICK_MS = 500;

/** A press on a stand-in, and the swap to the real button that waits for its click. */
interface Press {
  swapAfter: (() => void) | null;
}

/**
 * A header menu whose code (Radix menus and dialogs with their positioning, focus and scroll-lock
 * code, about 30 kB gzipped) is not in the first chunk. It loads on first use: when the pointer or
 * keyboard focus reaches the menu's button (a touch reaches it as the finger lands), so a visit
 * that never opens a menu never fetches it; until then a plain button of the same look stands in.
 * A click before the code arrives opens the menu as soon as it does (a wait past 300 ms shows the
 * shop's loading overlay); a press under way when it arrives keeps the stand-in until its click;
 * keyboard focus on the stand-in moves to the real button. If the code cannot load (a release
 * during the visit, the connection gone) the stand-in stays, the console says why, and a press
 * waiting for it is told the menu could not open.
 */
export function deferredMenu<P extends object>(
  load: () => Promise<ComponentType<P & DeferredMenuProps>>,
  what: string,
  opensOn: OpensOn,
  standIn: (props: P, handlers: StandInHandlers) => ReactNode,
): ComponentType<P> {
  let loaded: ComponentType<P & DeferredMenuProps> | null = null;
  let loading: Promise<void> | null = null;
  const start = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        loading = null;
        console.warn(`${what} could not load:`, error);
      },
    ));

  return function DeferredMenu(props: P) {
    const [Menu, setMenu] = useState(() => loaded);
    // State, not a ref: a press while React is putting the real menu in place (it may render,
    // yield to the browser and only then commit) still reaches the menu.
    const [openAtStart, setOpenAtStart] = useState(false);
    const [openedByKeyboard, setOpenedByKeyboard] = useState(false);
    /** A press is waiting for the code: if it cannot load, the customer is told. */
    const pressWaiting = useRef(false);
    const standInFocused = useRef(false);
    const box = useRef<HTMLSpanElement>(null);

    // While a press on the stand-in is under way, up to its click, the stand-in stays: a browser
    // clicks nothing when the element pressed has left the page by the time the press ends.
    const press = useRef<Press | null>(null);
    const begin = useCallback(() => {
      void start().then(() => {
        const component = loaded;
        if (!component) {
          if (pressWaiting.current)
            toast({ title: MENU_UNAVAILABLE_MESSAGE, variant: 'destructive' });
          pressWaiting.current = false;
          setOpenAtStart(false);
          return;
        }
        const swap = () => setMenu(() => component);
        if (press.current) press.current.swapAfter = swap;
        else swap();
      });
    }, []);
    const pressed = (release: 'pointerup' | 'keyup') => {
      const current: Press = { swapAfter: null };
      press.current = current;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const ended = () => {
        clearTimeout(timer);
        document.removeEventListener(release, released, true);
        document.removeEventListener('pointercancel', ended, true);
        document.removeEventListener('click', ended, true);
        if (press.current === current) press.current = null;
        // After the click's own handlers: the stand-in takes it.
        if (current.swapAfter) setTimeout(current.swapAfter, 0);
      };
      // The click comes after the release: a mouse's or Space's in the same task, a tap's in a
      // later one; a press dragged away has none.
      const released = () => {
        timer = setTimeout(ended, RELEASE_TO_CLICK_MS);
      };
      document.addEventListener(release, released, true);
      document.addEventListener('pointercancel', ended, true);
      document.addEventListener('click', ended, true);
    };
    useEffect(() => {
      // Keyboard focus was on the stand-in, which has left the page: it goes to the real button.
      if (Menu && standInFocused.current && !openAtStart) {
        box.current?.querySelector('button')?.focus();
      }
      standInFocused.current = false;
      // Only when the menu arrives; a later press is the menu's own.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [Menu]);

    const open = (byKeyboard = false) => {
      pressWaiting.current = true;
      setOpenAtStart(true);
      if (byKeyboard) setOpenedByKeyboard(true);
      begin();
    };
    const handlers: StandInHandlers = {
      'aria-haspopup': opensOn === 'press' ? 'menu' : 'dialog',
      'aria-expanded': false,
      onPointerEnter: begin,
      onFocus: () => {
        standInFocused.current = true;
        begin();
      },
      onBlur: () => {
        standInFocused.current = false;
      },
      onClick: () => open(),
      onPointerDown: (event) => {
        pressed('pointerup');
        if (opensOn === 'press' && event.button === 0 && !event.ctrlKey) open();
      },
      onKeyDown: (event) => {
        if (opensOn === 'click') {
          // Space clicks a button when it is let go.
          if (event.key === ' ' && !event.repeat) pressed('keyup');
          return;
        }
        if (!MENU_KEYS.has(event.key)) return;
        event.preventDefault();
        open(true);
      },
    };

    return (
      <span ref={box} className="contents">
        {Menu ? (
          <Menu {...props} openAtStart={openAtStart} openedByKeyboard={openedByKeyboard} />
        ) : (
          <>
            {standIn(props, handlers)}
            {/* A press waiting on a slow connection is answered once the wait passes 300 ms. */}
            <LoadingOverlay waiting={openAtStart} />
          </>
        )}
      </span>
    );
  };
}

/**
 * The open state of a deferred menu: open at once when the customer pressed the stand-in, also
 * when that press comes after the menu first rendered closed; then the menu's own. The ref goes on
 * a Radix menu's content: a menu opened from its stand-in by a key starts on its first item, as one
 * opened by a key on its own button does (Radix tells keys from the pointer by the presses it saw,
 * and it was not there for this one).
 */
export function useDeferredOpen(openAtStart: boolean, openedByKeyboard = false) {
  const [open, setOpen] = useState(openAtStart);
  const [asked, setAsked] = useState(openAtStart);
  if (openAtStart && !asked) {
    setAsked(true);
    setOpen(true);
  }
  const content = useRef<HTMLDivElement>(null);
  const keyboardOpenDone = useRef(false);
  useEffect(() => {
    if (!open || !openedByKeyboard || keyboardOpenDone.current) return;
    keyboardOpenDone.current = true;
    // After the content's own focus on opening (its effects run before this one).
    content.current
      ?.querySelector<HTMLElement>('[role="menuitem"]')
      ?.focus({ preventScroll: true });
  }, [open, openedByKeyboard]);
  return [open, setOpen, content] as const;
}
