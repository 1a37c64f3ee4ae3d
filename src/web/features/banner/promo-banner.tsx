import { ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState, type FocusEvent, type PointerEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  BANNER_DEFAULTS,
  type Banner,
  type BannerSegment,
  type BannerSet,
} from '../../../contract/storefront.ts';
import { useReducedMotion } from '../../lib/reduced-motion.ts';
import { isKeyboardFocus } from '../../lib/keyboard-focus.ts';
import { useClock } from '../../lib/sync/clock.ts';
import { useHeightVariable } from '../../lib/use-height-variable.ts';
import {
  describeCountdown,
  formatCountdown,
  secondsLeft,
} from '../../../domain/storefront/countdown.ts';
import { useBanner } from './get-banner.ts';
import { parseHexColor, readableTextColor } from './text-color.ts';

// The promotional banner above every page (docs/rules/storefront.md): the running banners in turn,
// each with its own colour and, optionally, a repeating countdown.

/** The CSS variable holding the banner's height: the header sticks below it, in-page links too. */
export const BANNER_HEIGHT_VARIABLE = '--banner-height';

/** A path of this shop (a client-side link) — `//host` is another site. */
const isShopPath = (href: string) => href.startsWith('/') && !href.startsWith('//');
const isWebAddress = (href: string) => /^https?:\/\//i.test(href);

const linkClass =
  'font-medium underline underline-offset-2 hover:no-underline focus-visible:outline-current';

/** One run of text: a link, bold and underlined as flagged. Only web addresses become links. */
function Segment({ segment }: { segment: BannerSegment }) {
  let content: ReactNode = segment.text;
  if (segment.bold) content = <strong className="font-semibold">{content}</strong>;
  if (segment.underline) content = <span className="underline underline-offset-2">{content}</span>;
  const href = segment.href?.trim() ?? '';
  if (isShopPath(href)) {
    return (
      <Link to={href} className={linkClass}>
        {content}
      </Link>
    );
  }
  if (isWebAddress(href)) {
    return (
      <a href={href} rel="noopener" className={linkClass}>
        {content}
      </a>
    );
  }
  return <>{content}</>;
}

/**
 * The time left in the countdown's cycle, ticking every second. The ticking figures are hidden from
 * screen readers, which get the time to the minute instead, outside any live region, so nothing is
 * announced every second.
 */
function Countdown({
  countdown,
  paused,
}: {
  countdown: NonNullable<Banner['countdown']>;
  paused: boolean;
}) {
  const clock = useClock();
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setNow(clock.now()), 1000);
    return () => clearInterval(timer);
  }, [paused, clock]);
  const left = secondsLeft(Date.parse(countdown.startAt), countdown.durationSeconds, now);
  if (left === null) return null;
  return (
    <p className="shrink-0 rounded-sm border border-current/40 px-1.5 font-medium tabular-nums">
      {/* A page the server wrote counted from its own clock: the next tick sets the browser's. */}
      <span aria-hidden="true" suppressHydrationWarning>
        {formatCountdown(left)}
      </span>
      <span className="sr-only" suppressHydrationWarning>
        Time left: {describeCountdown(left)}
      </span>
    </p>
  );
}

/** A banner's text and countdown, laid out as the bar shows them. */
const contentClass =
  'flex min-h-11 flex-wrap items-center justify-center gap-x-3 gap-y-1 py-1.5 text-center [grid-area:1/1]';

/**
 * A banner not shown, drawn invisibly in the same place as the one shown, so the bar is as tall as
 * its tallest banner: on a phone a longer banner wraps onto more lines, and a bar that changed
 * height with each turn moved the header and the page below it.
 */
function BannerRoom({ banner }: { banner: Banner }) {
  return (
    <div aria-hidden="true" className={`invisible ${contentClass}`}>
      <p>
        {banner.segments.map((segment, at) => (
          <span
            key={at}
            className={segment.bold ? 'font-semibold' : segment.href ? 'font-medium' : undefined}
          >
            {segment.text}
          </span>
        ))}
      </p>
      {banner.countdown && (
        <p className="shrink-0 border border-transparent px-1.5 font-medium tabular-nums">
          {formatCountdown(banner.countdown.durationSeconds)}
        </p>
      )}
    </div>
  );
}

const controlClass =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-current/10 focus-visible:outline-current [&_svg]:size-4';

function BannerBar({ set }: { set: BannerSet }) {
  const { banners } = set;
  const count = banners.length;
  const interval =
    set.rotationIntervalMs > 0 ? set.rotationIntervalMs : BANNER_DEFAULTS.rotationIntervalMs;
  const [chosen, setChosen] = useState(0);
  // A refresh may bring fewer banners: start again from the first.
  const index = chosen < count ? chosen : 0;
  const banner = banners[index] ?? banners[0];

  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const paused = hovered || focused || stopped;
  // With reduced motion nothing moves by itself; the Next button still shows the others.
  const rotates = count > 1 && !reducedMotion;

  useEffect(() => {
    if (!rotates || paused) return;
    const timer = setTimeout(() => setChosen((index + 1) % count), interval);
    return () => clearTimeout(timer);
  }, [rotates, paused, index, count, interval]);

  // The first banner is shown again whenever the page is hidden or shown.
  useEffect(() => {
    const showFirst = () => setChosen(0);
    document.addEventListener('visibilitychange', showFirst);
    return () => document.removeEventListener('visibilitychange', showFirst);
  }, []);

  // The header sticks below the banner: its offset is the banner's height.
  const [bar] = useHeightVariable(BANNER_HEIGHT_VARIABLE);

  if (!banner) return null;
  const background = parseHexColor(banner.color) ? banner.color : BANNER_DEFAULTS.color;
  const movesByItself = rotates || banner.countdown !== null;

  const onPointerEnter = (event: PointerEvent) => {
    // A tap is not a pointer resting on the banner.
    if (event.pointerType !== 'touch') setHovered(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      ref={bar}
      aria-label="Promotions"
      className="sticky top-0 z-40 text-sm"
      style={{ backgroundColor: background, color: readableTextColor(background) }}
      onPointerEnter={onPointerEnter}
      onPointerLeave={() => setHovered(false)}
      // Held for keyboard focus only: a click on Pause or Next leaves focus behind as well.
      onFocus={(event) => setFocused(isKeyboardFocus(event))}
      onBlur={onBlur}
    >
      <div className="mx-auto flex w-full max-w-6xl items-center gap-2 px-2 sm:px-6 lg:px-8">
        <div className="grid flex-1">
          {banners.map((other) =>
            other === banner ? null : <BannerRoom key={other.id} banner={other} />,
          )}
          <div className={contentClass}>
            {/* Announced when the customer changes the banner or it stands still; silent while it
                rotates by itself, as a rotating carousel should be. */}
            <p aria-live={rotates && !paused ? 'off' : 'polite'} aria-atomic="true">
              {banner.segments.map((segment, at) => (
                <Segment key={at} segment={segment} />
              ))}
            </p>
            {banner.countdown && (
              <Countdown key={banner.id} countdown={banner.countdown} paused={paused} />
            )}
          </div>
        </div>
        {(movesByItself || count > 1) && (
          <div className="flex shrink-0 items-center">
            {movesByItself && (
              <button
                type="button"
                className={controlClass}
                aria-label={stopped ? 'Play promotions' : 'Pause promotions'}
                onClick={() => setStopped(!stopped)}
              >
                {stopped ? <Play aria-hidden /> : <Pause aria-hidden />}
              </button>
            )}
            {count > 1 && (
              <button
                type="button"
                className={controlClass}
                aria-label="Next promotion"
                onClick={() => setChosen((index + 1) % count)}
              >
                <ChevronRight aria-hidden />
              </button>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

/** The running banners, or nothing: no banner, or a failure to read them (already logged). */
export function PromoBanner() {
  const { data } = useBanner();
  if (!data || data.banners.length === 0) return null;
  return <BannerBar set={data} />;
}
