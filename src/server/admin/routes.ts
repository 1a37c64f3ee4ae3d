import { Hono, type Context } from 'hono';
import { stream } from 'hono/streaming';
import { MAX_BULK_ORDERS } from '../../contract/admin.ts';
import { API_ROUTES } from '../lib/api-routes.ts';
import { batchCutListCsv, cutListCsv } from '../../domain/production/csv.ts';
import { HARDWARE_NAMES } from '../../domain/production/hardware.ts';
import type { AppEnv } from '../app-env.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { accountActor, readAudit } from '../lib/audit.ts';
import { requireAdmin } from '../lib/current-user.ts';
import { readJson, readQuery } from '../lib/validate.ts';
import type { ImageStore } from '../lib/image-store.ts';
import { adminAboutSections } from './about-sections.ts';
import { adminDiscountCodes } from './discount-codes.ts';
import { adminPeople } from './people.ts';
import type { AdminOrders } from './orders.ts';

const ID = /^[0-9a-f-]{36}$/i;

function orderIdOf(c: Context<AppEnv>): string {
  const id = c.req.param('id') ?? '';
  if (!ID.test(id)) throw new AppError('not_found', 'There is no such order.');
  return id;
}

function codeIdOf(c: Context<AppEnv>): string {
  const id = c.req.param('id') ?? '';
  if (!ID.test(id)) throw new AppError('not_found', 'There is no such discount code.');
  return id;
}

function sectionIdOf(c: Context<AppEnv>): string {
  const id = c.req.param('id') ?? '';
  if (!ID.test(id)) throw new AppError('not_found', 'There is no such About section.');
  return id;
}

function customerIdOf(c: Context<AppEnv>): string {
  const id = c.req.param('id') ?? '';
  // better-auth's ids are letters and digits; anything else names no account.
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(id))
    throw new AppError('not_found', 'There is no such customer.');
  return id;
}

function messageIdOf(c: Context<AppEnv>): string {
  const id = c.req.param('id') ?? '';
  if (!ID.test(id)) throw new AppError('not_found', 'There is no such message.');
  return id;
}

/** `a,b,c` → the ids, each checked, at most a bulk action's worth. */
function idsOf(text: string): string[] {
  const ids = [
    ...new Set(
      text
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0)
    throw new AppError('invalid', 'Select at least one order.', {
      ids: 'Select at least one order.',
    });
  if (ids.length > MAX_BULK_ORDERS) {
    throw new AppError('invalid', `Select at most ${MAX_BULK_ORDERS} orders.`, {
      ids: `Select at most ${MAX_BULK_ORDERS} orders.`,
    });
  }
  for (const id of ids)
    if (!ID.test(id))
      throw new AppError('invalid', 'That is not an order id.', {
        ids: 'That is not an order id.',
      });
  return ids;
}

/** A shop day's first moment, for the audit log's date filter. */
const dayStartUtc = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * /api/admin: the owner's admin. Every call is checked here, on the server: 401 for a visitor who
 * is not signed in, 403 for a customer. Answers are never kept by a browser or a proxy.
 */
export function adminRoutes(
  db: Database,
  orders: AdminOrders,
  pictures: Pick<ImageStore, 'list'>,
  now: () => Date,
) {
  const codes = adminDiscountCodes(db, now);
  const about = adminAboutSections(db, pictures, now);
  const people = adminPeople(db, now);
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      requireAdmin(c);
      c.header('Cache-Control', 'no-store');
      c.header('X-Robots-Tag', 'noindex');
      await next();
    })
    .get('/dashboard', async (c) => c.json(await orders.dashboard()))
    .get('/orders', async (c) =>
      c.json(await orders.list(readQuery(c, API_ROUTES.admin.orders.query))),
    )
    .get('/orders.csv', (c) => {
      const query = readQuery(c, API_ROUTES.admin.orders.query);
      const day = now().toISOString().slice(0, 10);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="orders-${day}.csv"`);
      return stream(c, async (out) => {
        for await (const chunk of orders.csv(query)) await out.write(chunk);
      });
    })
    .post('/orders/bulk/production', async (c) => {
      const input = await readJson(c, API_ROUTES.admin.bulkProduction.body.schema);
      const actor = accountActor(requireAdmin(c));
      return c.json(
        await orders.bulkProduction(input.orderIds, input.expectedShipDate ?? null, actor),
      );
    })
    .get('/orders/:id', async (c) => c.json(await orders.view(orderIdOf(c))))
    .post('/orders/:id/moves', async (c) => {
      const id = orderIdOf(c);
      const input = await readJson(c, API_ROUTES.admin.move.body.schema);
      await orders.move(id, input, accountActor(requireAdmin(c)));
      return c.json(await orders.view(id));
    })
    .post('/orders/:id/consignments', async (c) => {
      const id = orderIdOf(c);
      const input = await readJson(c, API_ROUTES.admin.consignment.body.schema);
      await orders.addConsignment(id, input, accountActor(requireAdmin(c)));
      return c.json(await orders.view(id));
    })
    .post('/orders/:id/notes', async (c) => {
      const id = orderIdOf(c);
      const { text } = await readJson(c, API_ROUTES.admin.note.body.schema);
      const user = requireAdmin(c);
      await orders.note(id, text, { kind: 'account', userId: user.id, email: user.email });
      return c.json(await orders.view(id));
    })
    .post('/orders/:id/refunds', async (c) => {
      const id = orderIdOf(c);
      const input = await readJson(c, API_ROUTES.admin.refund.body.schema);
      const user = requireAdmin(c);
      await orders.refund(id, input, { kind: 'account', userId: user.id, email: user.email });
      return c.json(await orders.view(id));
    })
    .post('/orders/:id/cancel', async (c) => {
      const id = orderIdOf(c);
      const input = await readJson(c, API_ROUTES.admin.cancel.body.schema);
      await orders.cancel(
        id,
        input.version,
        input.reason?.trim() || null,
        accountActor(requireAdmin(c)),
      );
      return c.json(await orders.view(id));
    })
    .get('/documents', async (c) => {
      const query = readQuery(c, API_ROUTES.admin.documents.query);
      return c.json({ orders: await orders.documents(idsOf(query.ids)) });
    })
    .get('/production-sheet', async (c) => {
      const query = readQuery(c, API_ROUTES.admin.productionSheet.query);
      const sheet = await orders.productionSheets(idsOf(query.ids));
      if (query.format !== 'csv') return c.json({ sheet, hardwareNames: HARDWARE_NAMES });
      const single = sheet.orders.length === 1 ? sheet.orders[0] : undefined;
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header(
        'Content-Disposition',
        `attachment; filename="${single ? `cut-list-${single.orderNumber}` : `cut-list-${sheet.orders.length}-orders`}.csv"`,
      );
      return c.body(single ? cutListCsv(single.sheet) : batchCutListCsv(sheet));
    })
    .post('/mail/:id/retry', async (c) => {
      const id = c.req.param('id');
      if (!ID.test(id)) throw new AppError('not_found', 'There is no such mail.');
      await orders.retryMail(id, accountActor(requireAdmin(c)));
      return c.json({ ok: true });
    })
    .get('/discount-codes', async (c) => c.json(await codes.list()))
    .post('/discount-codes', async (c) => {
      const input = await readJson(c, API_ROUTES.admin.createDiscountCode.body.schema);
      return c.json(await codes.create(input, accountActor(requireAdmin(c))), 201);
    })
    .patch('/discount-codes/:id', async (c) => {
      const id = codeIdOf(c);
      const input = await readJson(c, API_ROUTES.admin.editDiscountCode.body.schema);
      return c.json(await codes.edit(id, input, accountActor(requireAdmin(c))));
    })
    .post('/discount-codes/:id/deactivate', async (c) => {
      const id = codeIdOf(c);
      const { version } = await readJson(c, API_ROUTES.admin.deactivateDiscountCode.body.schema);
      return c.json(await codes.setActive(id, version, false, accountActor(requireAdmin(c))));
    })
    .post('/discount-codes/:id/activate', async (c) => {
      const id = codeIdOf(c);
      const { version } = await readJson(c, API_ROUTES.admin.activateDiscountCode.body.schema);
      return c.json(await codes.setActive(id, version, true, accountActor(requireAdmin(c))));
    })
    .delete('/discount-codes/:id', async (c) => {
      await codes.remove(codeIdOf(c), accountActor(requireAdmin(c)));
      return c.json({ ok: true });
    })
    .get('/about-sections', async (c) => c.json(await about.list()))
    .post('/about-sections', async (c) => {
      const input = await readJson(c, API_ROUTES.admin.createAboutSection.body.schema);
      return c.json(await about.create(input, accountActor(requireAdmin(c))), 201);
    })
    .patch('/about-sections/:id', async (c) => {
      const id = sectionIdOf(c);
      const input = await readJson(c, API_ROUTES.admin.editAboutSection.body.schema);
      return c.json(await about.edit(id, input, accountActor(requireAdmin(c))));
    })
    .post('/about-sections/:id/move', async (c) => {
      const id = sectionIdOf(c);
      const input = await readJson(c, API_ROUTES.admin.moveAboutSection.body.schema);
      return c.json(
        await about.move(id, input.direction, input.version, accountActor(requireAdmin(c))),
      );
    })
    .delete('/about-sections/:id', async (c) => {
      await about.remove(sectionIdOf(c), accountActor(requireAdmin(c)));
      return c.json({ ok: true });
    })
    .get('/customers', async (c) =>
      c.json(await people.customers(readQuery(c, API_ROUTES.admin.customers.query))),
    )
    .get('/customers/:id', async (c) => c.json(await people.customer(customerIdOf(c))))
    .get('/subscribers', async (c) =>
      c.json(await people.subscribers(readQuery(c, API_ROUTES.admin.subscribers.query))),
    )
    .get('/subscribers.csv', (c) => {
      const query = readQuery(c, API_ROUTES.admin.subscribersCsv.query);
      const day = now().toISOString().slice(0, 10);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="subscribers-${day}.csv"`);
      return stream(c, async (out) => {
        for await (const chunk of people.subscribersCsv(query)) await out.write(chunk);
      });
    })
    .get('/messages', async (c) =>
      c.json(await people.messages(readQuery(c, API_ROUTES.admin.messages.query))),
    )
    .get('/messages/:id', async (c) => c.json(await people.message(messageIdOf(c))))
    .post('/messages/:id/state', async (c) => {
      const id = messageIdOf(c);
      const { state } = await readJson(c, API_ROUTES.admin.messageState.body.schema);
      return c.json(await people.setMessageState(id, state, accountActor(requireAdmin(c))));
    })
    .get('/audit', async (c) => {
      const query = readQuery(c, API_ROUTES.admin.audit.query);
      return c.json(
        await readAudit(db, {
          actor: query.actor,
          entityType: query.entityType,
          entityId: query.entityId,
          action: query.action,
          from: query.from ? dayStartUtc(query.from) : undefined,
          until: query.to ? new Date(dayStartUtc(query.to).getTime() + 86_400_000) : undefined,
          page: Number(query.page ?? 1),
        }),
      );
    });
}
