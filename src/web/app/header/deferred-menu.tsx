import {
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useIdle } from '../lazy-part.tsx';

/** What a deferred menu's code receives beside its own props. */
export interface DeferredMenuProps {
  /** The customer clicked the stand-in before the code arrived: open at once. */
  openAtStart: boolean;
}

/** Handlers the stand-in button takes, so reaching it starts the load and a press is kept. */
export interface StandInHandlers {
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: () => void;
  onPointerDown?: (event: PointerEvent<HTMLButtonElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/**
 * How the real control opens, which the stand-in mirrors: a Radix menu opens on pointer down or on
 * Enter, Space or ArrowDown; a dialog on click. Were the stand-in to wait for the click, the code
 * could arrive between pointer down and click, and the press would be lost.
 */
export type OpensOn = 'press' | 'click';

const MENU_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A header menu whose code (Radix menus and dialogs with their positioning, focus and scroll-lock
 * code, about 30 kB gzipped) is not in the first chunk. It loads once the page is idle, or sooner
 * when the pointer or keyboard focus reaches the menu's button; until then a plain button of the
 * same look stands in. A click before the code arrives opens the menu as soon as it does, and
 * keyboard focus on the stand-in moves to the real button. If the code cannot load (a release
 * during the visit) the stand-in stays and the console says why.
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
    const idle = useIdle();
    const [Menu, setMenu] = useState(() => loaded);
    const openAtStart = useRef(false);
    const focusAtStart = useRef(false);
    const box = useRef<HTMLSpanElement>(null);

    const begin = () => {
      void start().then(() => {
        if (!loaded) return;
        // Read before the stand-in leaves the page, which takes its focus with it.
        focusAtStart.current =
          !openAtStart.current && (box.current?.contains(document.activeElement) ?? false);
        setMenu(() => loaded);
      });
    };
    useEffect(() => {
      if (idle && !Menu) begin();
    });
    useEffect(() => {
      if (Menu && focusAtStart.current) box.current?.querySelector('button')?.focus();
    }, [Menu]);

    const open = () => {
      openAtStart.current = true;
      begin();
    };
    const handlers: StandInHandlers = { onPointerEnter: begin, onFocus: begin, onClick: open };
    if (opensOn === 'press') {
      handlers.onPointerDown = (event) => {
        if (event.button === 0 && !event.ctrlKey) open();
      };
      handlers.onKeyDown = (event) => {
        if (!MENU_KEYS.has(event.key)) return;
        event.preventDefault();
        open();
      };
    }

    return (
      <span ref={box} className="contents">
        {Menu ? <Menu {...props} openAtStart={openAtStart.current} /> : standIn(props, handlers)}
      </span>
    );
  };
}
