// The shop's pictures (`GET /api/images/{path}?w=…&q=…`): source images kept in the repository
// (content/images), served resized to WebP at the widths and qualities the storefront asks for
// (docs/rules/storefront.md). No zod here: the browser reads these without loading a schema build.

/** The width and quality pairs the server makes; any other pair is refused. */
export const IMAGE_PRESETS = {
  /** Cards and thumbnails. */
  thumbnail: { width: 500, quality: 70 },
  /** A full-width picture below the fold. */
  hero: { width: 1920, quality: 85 },
  /** The page's largest picture on first paint. */
  lcp: { width: 1920, quality: 90 },
  /** The small size of a responsive picture. */
  small: { width: 500, quality: 60 },
  /** The large size of a responsive picture. */
  large: { width: 1200, quality: 80 },
} as const;
export type ImagePreset = keyof typeof IMAGE_PRESETS;

/** A picture's path in the image store: lower-case words and folders, a PNG, JPEG or WebP. */
export const IMAGE_PATH = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*\.(png|jpe?g|webp)$/;

export const IMAGES_BASE = '/api/images/';

/** The address of `path` (as the catalogue answers it, e.g. `/api/images/products/x.png`) at `preset`. */
export function imageAt(src: string, preset: ImagePreset): string {
  const { width, quality } = IMAGE_PRESETS[preset];
  return `${src}?w=${width}&q=${quality}`;
}

/** `srcset` for a picture shown at up to 500 px on phones and up to 1,200 px elsewhere. */
export function responsiveSrcSet(src: string): string {
  return `${imageAt(src, 'small')} 500w, ${imageAt(src, 'large')} 1200w`;
}
