import { DEFAULT_INCH_CONFIG } from '../../domain/inch/model.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultDesign } from '../../domain/box/generate.ts';
import { boxItemDetails } from '../../domain/items/details.ts';
import { DEFAULT_SCENE_STATE } from '../../domain/box/model.ts';
import { sharedDesigns, users } from '../db/schema.ts';
import {
  openTestShop,
  postJson,
  signedInCustomer,
  sharedTestShop,
} from '../../../test/server-harness.ts';
import { NO_DESIGN_MESSAGE } from './routes.ts';

const shop = sharedTestShop({ seed: false });

const bookcase = defaultDesign('bookcase').boxes;
const shareBody = {
  designType: 'bookcase',
  configurationData: bookcase,
  details: boxItemDetails(bookcase, DEFAULT_SCENE_STATE),
  showBackPanel: true,
  backPanelDoubleSided: false,
  selectedColor: '#1E40AF',
  selectedTexture: null,
  thumbnailUrl: 'data:image/jpeg;base64,/9j/4AAQSkZJRg==',
};

describe('POST /api/designs and GET /api/designs/:id', () => {
  it('stores a public record with an 8-character id and returns it by id', async () => {
    const created = await postJson(shop, '/api/designs', shareBody);
    expect(created.status).toBe(201);
    const design = (await created.json()) as { id: string; name: string; shareUrl: string };
    expect(design.id).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(design.name).toMatch(/^Shared Design [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(design.shareUrl).toBe(`${shop.config.publicUrl}/configurator?d=${design.id}`);

    const fetched = await shop.request(`/api/designs/${design.id}`);
    expect(fetched.status).toBe(200);
    expect(await fetched.json()).toEqual({
      ...design,
      designType: 'bookcase',
      configurationData: JSON.parse(JSON.stringify(bookcase)),
      // The details follow from the design, as the server reads it.
      details: boxItemDetails(bookcase, { selectedColor: '#1E40AF' }),
      showBackPanel: true,
      backPanelDoubleSided: false,
      selectedColor: '#1E40AF',
      selectedTexture: null,
      thumbnailUrl: shareBody.thumbnailUrl,
      isPublic: true,
      inchConfig: null,
      createdAt: expect.any(String),
    });

    const [row] = await shop.database.db
      .select()
      .from(sharedDesigns)
      .where(eq(sharedDesigns.id, design.id));
    // Shared without a session: no creator.
    expect(row?.createdBy).toBeNull();
    expect(row?.isPublic).toBe(true);
  });

  it('stores only the fields it knows, at every level, and refuses unknown top-level ones', async () => {
    const unknownTop = await postJson(shop, '/api/designs', { ...shareBody, isPublic: false });
    expect(unknownTop.status).toBe(400);
    expect(await unknownTop.json()).toMatchObject({
      error: { message: 'That is not a field of a shared design.' },
    });

    const padded = await postJson(shop, '/api/designs', {
      ...shareBody,
      configurationData: bookcase.map((box) => ({
        ...box,
        script: '<img src=x onerror=alert(1)>',
      })),
      details: { ...shareBody.details, trackingPixel: 'https://evil.example/p.gif', price: 1 },
      inchConfig: null,
    });
    expect(padded.status).toBe(201);
    const { id } = (await padded.json()) as { id: string };
    const [row] = await shop.database.db
      .select()
      .from(sharedDesigns)
      .where(eq(sharedDesigns.id, id));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('onerror');
    expect(stored).not.toContain('evil.example');
    expect(row?.details).toEqual(boxItemDetails(bookcase, { selectedColor: '#1E40AF' }));

    const inch = await postJson(shop, '/api/designs', {
      designType: 'inch-sideboard',
      details: {},
      inchConfig: { ...DEFAULT_INCH_CONFIG, note: 'not a field', owner: 'someone' },
    });
    expect(inch.status).toBe(201);
    const inchId = ((await inch.json()) as { id: string }).id;
    const [inchRow] = await shop.database.db
      .select()
      .from(sharedDesigns)
      .where(eq(sharedDesigns.id, inchId));
    expect(Object.keys(inchRow?.inchConfig as object)).not.toContain('note');
    expect(JSON.stringify(inchRow)).not.toContain('someone');
  });

  it('records the creator when the sharer is signed in', async () => {
    const email = 'sharer@example.com';
    const cookie = await signedInCustomer(shop, email);

    const created = await shop.request('/api/designs', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(shareBody),
    });
    expect(created.status).toBe(201);
    const design = (await created.json()) as Record<string, unknown>;
    // The link is public; who made it is not.
    expect(design).not.toHaveProperty('createdBy');
    const [user] = await shop.database.db.select().from(users).where(eq(users.email, email));
    const [row] = await shop.database.db
      .select()
      .from(sharedDesigns)
      .where(eq(sharedDesigns.id, design.id as string));
    expect(row?.createdBy).toBe(user?.id);
  });

  it('links inch designs to the inch configurator', async () => {
    const created = await postJson(shop, '/api/designs', {
      designType: 'inch-sideboard',
      configurationData: [],
      selectedColor: '#FFFFFF',
      inchConfig: DEFAULT_INCH_CONFIG,
    });
    expect(created.status).toBe(201);
    const design = (await created.json()) as { id: string; shareUrl: string };
    expect(design.shareUrl).toBe(`${shop.config.publicUrl}/configurator-inch?d=${design.id}`);
  });

  it('refuses an empty design with the spec message', async () => {
    const response = await postJson(shop, '/api/designs', { ...shareBody, configurationData: [] });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { kind: 'invalid', message: NO_DESIGN_MESSAGE },
    });
  });

  it('refuses more than the maximum boxes and pictures that are not images', async () => {
    const tooMany = await postJson(shop, '/api/designs', {
      ...shareBody,
      configurationData: Array.from({ length: 61 }, () => bookcase[0]),
    });
    expect(tooMany.status).toBe(400);
    const script = await postJson(shop, '/api/designs', {
      ...shareBody,
      thumbnailUrl: 'javascript:alert(1)',
    });
    expect(script.status).toBe(400);
    expect(await script.json()).toMatchObject({
      error: { message: 'The design picture must be an image.' },
    });
  });

  it('refuses a body over the size limit', async () => {
    const response = await postJson(shop, '/api/designs', {
      ...shareBody,
      thumbnailUrl: `data:image/png;base64,${'A'.repeat(300_000)}`,
    });
    expect(response.status).toBe(413);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['ZZZZZZZZ', 'short', '../../etc']) {
      const response = await shop.request(`/api/designs/${encodeURIComponent(id)}`);
      expect(response.status).toBe(404);
    }
  });

  it('limits how many designs one client shares', async () => {
    const own = await openTestShop({ seed: false });
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) {
      answers.push((await postJson(own, '/api/designs', shareBody)).status);
    }
    expect(answers.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(answers[20]).toBe(429);
    await own.close();
  });
});
