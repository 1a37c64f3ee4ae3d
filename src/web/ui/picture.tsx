import type { ImgHTMLAttributes } from 'react';
import { IMAGES_BASE, imageAt, responsiveSrcSet } from '../../contract/images.ts';

/**
 * A picture from the shop's image store (`/api/images/…`) at the storefront's sizes — a 500 px and
 * a 1,200 px WebP the browser picks from by `sizes`, or one full-width size (`hero`, `lcp`) — or
 * any other address as it is. Width and height are required so the page keeps its room while it
 * loads; `priority="first"` is the page's largest picture, `eager` is on the first screen.
 */
export function Picture({
  src,
  alt,
  width,
  height,
  sizes = '100vw',
  size = 'responsive',
  priority = 'lazy',
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes?: string;
  size?: 'responsive' | 'hero' | 'lcp';
  priority?: 'first' | 'eager' | 'lazy';
  className?: string;
}) {
  const stored = src.startsWith(IMAGES_BASE);
  const sources: ImgHTMLAttributes<HTMLImageElement> = !stored
    ? { src }
    : size === 'responsive'
      ? { src: imageAt(src, 'small'), srcSet: responsiveSrcSet(src), sizes }
      : { src: imageAt(src, size) };
  return (
    <img
      {...sources}
      alt={alt}
      width={width}
      height={height}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'first' ? 'high' : 'auto'}
      decoding="async"
      className={className}
    />
  );
}
