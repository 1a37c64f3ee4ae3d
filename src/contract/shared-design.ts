import * as z from 'zod/mini';
import { boxesOnTheGrid } from '../domain/box/grid-bounds.ts';
import { MAX_BOXES } from '../domain/box/model.ts';

// A design shared by link (`POST /api/designs`, `GET /api/designs/:id`): what a browser sends and
// what anyone with the link gets back. The design is read and checked by the domain's design
// parser on the server, so only its shape is checked here, and that each box stands on the grid.

export const SHARE_ID_LENGTH = 8;
export const SHARE_ID_PATTERN = /^[A-Za-z0-9]{8}$/;
/** A snapshot of the canvas, downscaled by the browser: about 40 KB; this leaves room to spare. */
export const MAX_THUMBNAIL_CHARS = 150_000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const shareDesignInput = z.strictObject(
  {
    designType: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    configurationData: z._default(
      z
        .array(z.unknown())
        .check(z.maxLength(MAX_BOXES, `A design has at most ${MAX_BOXES} boxes.`), boxesOnTheGrid),
      [],
    ),
    details: z._default(
      z.unknown().check(
        z.refine(isObject, 'Details must be an object.'),
        z.refine((value) => JSON.stringify(value).length <= 20_000, 'The details are too large.'),
      ),
      {},
    ),
    showBackPanel: z._default(z.boolean(), true),
    backPanelDoubleSided: z._default(z.boolean(), false),
    selectedColor: z._default(
      z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
      '#FFFFFF',
    ),
    selectedTexture: z.nullish(z.string().check(z.trim(), z.maxLength(64))),
    thumbnailUrl: z.nullish(
      z
        .string()
        .check(
          z.maxLength(MAX_THUMBNAIL_CHARS, 'The design picture is too large.'),
          z.regex(
            /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/,
            'The design picture must be an image.',
          ),
        ),
    ),
    inchConfig: z.nullish(
      z.unknown().check(z.refine(isObject, 'The inch configuration must be an object.')),
    ),
  },
  { error: 'That is not a field of a shared design.' },
);

export type ShareDesignInput = z.input<typeof shareDesignInput>;

/** What anyone with the link sees; the creator's id stays on the server. */
export const sharedDesignOutput = z.object({
  id: z.string(),
  name: z.string(),
  designType: z.string(),
  configurationData: z.array(z.unknown()),
  details: z.record(z.string(), z.unknown()),
  showBackPanel: z.boolean(),
  backPanelDoubleSided: z.boolean(),
  selectedColor: z.string(),
  selectedTexture: z.nullable(z.string()),
  thumbnailUrl: z.nullable(z.string()),
  isPublic: z.boolean(),
  shareUrl: z.string(),
  inchConfig: z.nullable(z.record(z.string(), z.unknown())),
  createdAt: z.string(),
});
export type SharedDesign = z.infer<typeof sharedDesignOutput>;
