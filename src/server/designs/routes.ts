import { Hono } from 'hono';
import { z } from 'zod';
import { MAX_BOXES } from '../../domain/box/model.ts';
import { inchConfigSchema } from '../../domain/inch/model.ts';
import { itemDetailsSchema, storedBoxSchema } from '../../domain/items/model.ts';
import type { AppEnv } from '../app-env.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { rateLimit } from '../lib/rate-limit.ts';
import { readJson } from '../lib/validate.ts';
import { findSharedDesign, shareDesign } from './service.ts';

export const NO_DESIGN_MESSAGE = 'No design to share. Please create a design first.';
/** A snapshot of the canvas, downscaled by the browser: about 20 KB; this leaves room to spare. */
export const MAX_THUMBNAIL_CHARS = 150_000;

const shareBody = z.object({
  designType: z.string().trim().min(1).max(40),
  configurationData: z
    .array(storedBoxSchema)
    .max(MAX_BOXES, `A design has at most ${MAX_BOXES} boxes.`)
    .default([]),
  details: itemDetailsSchema.default({}),
  showBackPanel: z.boolean().default(true),
  backPanelDoubleSided: z.boolean().default(false),
  selectedColor: z.string().trim().min(1).max(32).default('#FFFFFF'),
  selectedTexture: z.string().trim().max(40).nullish(),
  thumbnailUrl: z
    .string()
    .max(MAX_THUMBNAIL_CHARS, 'The design picture is too large.')
    .regex(
      /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/,
      'The design picture must be an image.',
    )
    .nullish(),
  inchConfig: inchConfigSchema.nullish(),
});

export function designRoutes(db: Database, publicUrl: string) {
  return new Hono<AppEnv>()
    .post(
      '/',
      rateLimit({
        limit: 20,
        windowMs: 10 * 60_000,
        message: 'Too many designs shared from here. Please wait a few minutes and try again.',
      }),
      async (c) => {
        const body = await readJson(c, shareBody);
        if (body.configurationData.length === 0 && !body.inchConfig) {
          throw new AppError('invalid', NO_DESIGN_MESSAGE);
        }
        const design = await shareDesign(
          db,
          {
            designType: body.designType,
            configurationData: [...body.configurationData],
            details: { ...body.details },
            showBackPanel: body.showBackPanel,
            backPanelDoubleSided: body.backPanelDoubleSided,
            selectedColor: body.selectedColor,
            selectedTexture: body.selectedTexture ?? null,
            thumbnailUrl: body.thumbnailUrl ?? null,
            inchConfig: body.inchConfig ?? null,
          },
          { publicUrl, userId: c.get('user')?.id ?? null },
        );
        return c.json(design, 201);
      },
    )
    .get('/:id', async (c) => c.json(await findSharedDesign(db, c.req.param('id'))));
}
