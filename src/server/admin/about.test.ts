import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminAboutList, AdminAboutSection } from '../../contract/admin.ts';
import type { AboutContent } from '../../contract/storefront.ts';
import { adminAuditLog } from '../db/schema.ts';
import { secondServer, signedInCustomer, sharedTestShop } from '../../../test/server-harness.ts';

// The About page's sections through the whole app on a real database: created, edited, moved and
// deleted by an owner made an admin by ADMIN_EMAILS, each change one audit entry, and the public
// About answer, from this server and from another on the same database, showing it at once.

const OWNER = 'about-owner@birchandcell.example';
const shop = sharedTestShop({ env: { ADMIN_EMAILS: OWNER, TRUST_PROXY: '1' } });

let ownerCookie: string | undefined;
let customerCookie: string | undefined;
const owner = async () => (ownerCookie ??= await signedInCustomer(shop, OWNER));
const customer = async () => (customerCookie ??= await signedInCustomer(shop, 'ada@example.com'));

async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

async function asOwner(method: string, path: string, body?: unknown): Promise<Response> {
  return shop.request(path, {
    method,
    headers: { cookie: await owner(), 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const list = async () => json<AdminAboutList>(await asOwner('GET', '/api/admin/about-sections'));
const listed = async (key: string) => (await list()).sections.find((s) => s.sectionKey === key);
const publicAbout = async (server: Pick<typeof shop, 'request'> = shop) =>
  json<AboutContent>(await server.request('/api/about'));

async function errorOf(response: Response) {
  return {
    status: response.status,
    ...((await response.json()) as { error: { message: string; fields?: Record<string, string> } })
      .error,
  };
}

async function auditOf(id: string) {
  return shop.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.entityType, 'about_section'), eq(adminAuditLog.entityId, id)));
}

const SOME_ID = '6f1c2a9e-51f4-4c36-8a55-2f3c1b0b7d10';

const section = (key: string, extra: Record<string, unknown> = {}) => ({
  sectionKey: key,
  title: `Title of ${key}`,
  content: 'First paragraph.\n\nSecond paragraph.',
  imageUrl: null,
  active: true,
  ...extra,
});

describe('who may manage the About sections', () => {
  it('refuses every About-section call to a visitor (401) and to a customer (403)', async () => {
    const calls = [
      ['GET', '/api/admin/about-sections'],
      ['POST', '/api/admin/about-sections'],
      ['PATCH', `/api/admin/about-sections/${SOME_ID}`],
      ['POST', `/api/admin/about-sections/${SOME_ID}/move`],
      ['DELETE', `/api/admin/about-sections/${SOME_ID}`],
    ] as const;
    // Every About-section route the app serves is among them.
    const served = shop.app.routes
      .filter((route) => route.path.startsWith('/api/admin/about-sections'))
      .map((route) => `${route.method} ${route.path.replace(':id', SOME_ID)}`);
    expect(new Set(served)).toEqual(new Set(calls.map(([method, path]) => `${method} ${path}`)));
    const cookie = await customer();
    for (const [method, path] of calls) {
      const init =
        method === 'GET'
          ? {}
          : { method, body: '{}', headers: { 'content-type': 'application/json' } };
      expect((await shop.request(path, init)).status, `${method} ${path} signed out`).toBe(401);
      const refused = await shop.request(path, {
        ...init,
        headers: { ...('headers' in init ? init.headers : {}), cookie },
      });
      expect(refused.status, `${method} ${path} as a customer`).toBe(403);
    }
    expect(
      await shop.database.db
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.entityType, 'about_section')),
    ).toEqual([]);
  });
});

describe('the owner keeps the About sections', () => {
  it('lists the seeded sections in the page’s order with the pictures the store serves', async () => {
    const { sections, pictures } = await list();
    expect(sections.length).toBeGreaterThan(0);
    const orders = sections.map((s) => s.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(pictures).toContain('/api/images/hero/1.png');
    expect(pictures.every((p) => p.startsWith('/api/images/'))).toBe(true);
  });

  it('creates a section last, with one audit entry, and the public About shows it at once, on another server too', async () => {
    const other = await secondServer(shop);
    // The other server has answered before the change: nothing it kept may hide it.
    await publicAbout(other);
    const response = await asOwner(
      'POST',
      '/api/admin/about-sections',
      section('our-workshop', { imageUrl: '/api/images/hero/2.png' }),
    );
    expect(response.status).toBe(201);
    const created = (await response.json()) as AdminAboutSection;
    expect(created).toMatchObject({ sectionKey: 'our-workshop', version: 1, active: true });
    expect((await list()).sections.at(-1)?.id).toBe(created.id);
    const audit = await auditOf(created.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'about_section.create', actor: OWNER });
    for (const server of [shop, other]) {
      expect((await publicAbout(server)).sections.at(-1)).toEqual({
        sectionKey: 'our-workshop',
        title: 'Title of our-workshop',
        content: 'First paragraph.\n\nSecond paragraph.',
        imageUrl: '/api/images/hero/2.png',
      });
    }
    const answer = await shop.request('/api/about');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it('edits a section with the version it saw, one audit entry naming what changed, and refuses an old version', async () => {
    const before = (await listed('our-workshop'))!;
    const edited = await json<AdminAboutSection>(
      await asOwner('PATCH', `/api/admin/about-sections/${before.id}`, {
        ...section('our-workshop', { title: 'Inside the workshop', active: false }),
        version: before.version,
      }),
    );
    expect(edited).toMatchObject({ title: 'Inside the workshop', active: false, version: 2 });
    const audit = (await auditOf(before.id)).filter((a) => a.action === 'about_section.edit');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.summary).toBe('About section our-workshop changed: title, picture, active');
    // Switched off: the public About leaves it out at once.
    expect((await publicAbout()).sections.some((s) => s.sectionKey === 'our-workshop')).toBe(false);

    const stale = await asOwner('PATCH', `/api/admin/about-sections/${before.id}`, {
      ...section('our-workshop', { title: 'Someone else’s' }),
      version: before.version,
    });
    expect(stale.status).toBe(409);
    expect((await listed('our-workshop'))!.title).toBe('Inside the workshop');

    // Saved as it was: nothing logged, the version stays.
    const same = await json<AdminAboutSection>(
      await asOwner('PATCH', `/api/admin/about-sections/${before.id}`, {
        ...section('our-workshop', { title: 'Inside the workshop', active: false }),
        version: 2,
      }),
    );
    expect(same.version).toBe(2);
    expect(await auditOf(before.id)).toHaveLength(2);
  });

  it('refuses a taken key naming the field, a picture the store does not serve, and bad fields', async () => {
    const existing = (await list()).sections[0]!;
    const taken = await errorOf(
      await asOwner('POST', '/api/admin/about-sections', section(existing.sectionKey)),
    );
    expect(taken.status).toBe(409);
    expect(taken.fields?.['sectionKey']).toMatch(/already a section/);

    const mine = (await listed('our-workshop'))!;
    const renamed = await errorOf(
      await asOwner('PATCH', `/api/admin/about-sections/${mine.id}`, {
        ...section(existing.sectionKey),
        version: mine.version,
      }),
    );
    expect(renamed.status).toBe(409);
    expect(renamed.fields?.['sectionKey']).toMatch(/already a section/);

    const picture = await errorOf(
      await asOwner(
        'POST',
        '/api/admin/about-sections',
        section('elsewhere', { imageUrl: 'https://elsewhere.example/x.png' }),
      ),
    );
    expect(picture.status).toBe(400);
    expect(picture.fields?.['imageUrl']).toBe('Choose one of the listed pictures, or none.');

    const fields = await errorOf(
      await asOwner('POST', '/api/admin/about-sections', section('Bad Key', { title: '  ' })),
    );
    expect(fields.status).toBe(400);
    expect(Object.keys(fields.fields ?? {}).sort()).toEqual(['sectionKey', 'title']);
    expect(await auditOf(mine.id)).toHaveLength(2);
  });

  it('moves a section up and down by one place, one audit entry each, and the public About follows', async () => {
    const start = (await list()).sections;
    const second = start[1]!;
    const first = start[0]!;
    const moved = await json<AdminAboutList>(
      await asOwner('POST', `/api/admin/about-sections/${second.id}/move`, {
        direction: 'up',
        version: second.version,
      }),
    );
    expect(moved.sections.slice(0, 2).map((s) => s.id)).toEqual([second.id, first.id]);
    const active = (await publicAbout()).sections.map((s) => s.sectionKey);
    if (second.active && first.active)
      expect(active.slice(0, 2)).toEqual([second.sectionKey, first.sectionKey]);

    const top = await errorOf(
      await asOwner('POST', `/api/admin/about-sections/${second.id}/move`, {
        direction: 'up',
        version: moved.sections[0]!.version,
      }),
    );
    expect(top.status).toBe(409);
    expect(top.message).toMatch(/already first/);

    // The version it was moved with is spent.
    const stale = await asOwner('POST', `/api/admin/about-sections/${second.id}/move`, {
      direction: 'down',
      version: second.version,
    });
    expect(stale.status).toBe(409);

    const back = await json<AdminAboutList>(
      await asOwner('POST', `/api/admin/about-sections/${second.id}/move`, {
        direction: 'down',
        version: moved.sections[0]!.version,
      }),
    );
    expect(back.sections.map((s) => s.id)).toEqual(start.map((s) => s.id));
    const moves = (await auditOf(second.id)).filter((a) => a.action === 'about_section.move');
    expect(moves.map((a) => a.summary)).toEqual([
      `About section ${second.sectionKey} moved up, above ${first.sectionKey}`,
      `About section ${second.sectionKey} moved down, below ${first.sectionKey}`,
    ]);
    expect(await auditOf(first.id)).toHaveLength(0);
  });

  it('deletes a section with one audit entry, and the public About no longer has it', async () => {
    const other = await secondServer(shop);
    const created = await json<AdminAboutSection>(
      await asOwner('POST', '/api/admin/about-sections', section('short-lived')),
    );
    expect((await publicAbout(other)).sections.some((s) => s.sectionKey === 'short-lived')).toBe(
      true,
    );
    const deleted = await asOwner('DELETE', `/api/admin/about-sections/${created.id}`);
    expect(deleted.status).toBe(200);
    expect(await listed('short-lived')).toBeUndefined();
    expect((await auditOf(created.id)).map((a) => a.action)).toEqual([
      'about_section.create',
      'about_section.delete',
    ]);
    expect((await publicAbout(other)).sections.some((s) => s.sectionKey === 'short-lived')).toBe(
      false,
    );
    expect((await asOwner('DELETE', `/api/admin/about-sections/${created.id}`)).status).toBe(404);
  });
});
