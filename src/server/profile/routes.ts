import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { API_ROUTES } from '../lib/api-routes.ts';
import { requireUser } from '../lib/current-user.ts';
import { readJson } from '../lib/validate.ts';
import {
  addAddress,
  deleteAddress,
  getProfile,
  intercomUserHash,
  listAddresses,
  setDefaultAddress,
  updateAddress,
  updateName,
} from './service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function addressId(id: string): string {
  if (!UUID.test(id)) throw new AppError('not_found', 'That address does not exist.');
  return id;
}

/**
 * The signed-in customer's own profile, addresses and chat identity; never anyone else's.
 * `nameChanged` hears of each name change (the session reader keeps the name).
 */
export function profileRoutes(db: Database, config: Config, nameChanged: (userId: string) => void) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await getProfile(db, requireUser(c).id)))
    .patch('/', async (c) => {
      const user = requireUser(c);
      const { firstName, lastName } = await readJson(c, API_ROUTES.profile.rename.body.schema);
      // A part left empty is stored as no name.
      const profile = await updateName(
        db,
        user.id,
        { firstName: firstName || null, lastName: lastName || null },
        c.get('clock')(),
      );
      nameChanged(user.id);
      return c.json(profile);
    })
    .get('/addresses', async (c) =>
      c.json({ addresses: await listAddresses(db, requireUser(c).id) }),
    )
    .post('/addresses', async (c) => {
      const user = requireUser(c);
      const address = await readJson(c, API_ROUTES.profile.addAddress.body.schema);
      return c.json(await addAddress(db, user.id, address, c.get('clock')()), 201);
    })
    .put('/addresses/:id', async (c) => {
      const user = requireUser(c);
      const id = addressId(c.req.param('id'));
      const address = await readJson(c, API_ROUTES.profile.updateAddress.body.schema);
      return c.json(await updateAddress(db, user.id, id, address, c.get('clock')()));
    })
    .post('/addresses/:id/default', async (c) => {
      const user = requireUser(c);
      await setDefaultAddress(db, user.id, addressId(c.req.param('id')));
      return c.json({ addresses: await listAddresses(db, user.id) });
    })
    .delete('/addresses/:id', async (c) => {
      const user = requireUser(c);
      await deleteAddress(db, user.id, addressId(c.req.param('id')));
      return c.json({ addresses: await listAddresses(db, user.id) });
    })
    .get('/chat-identity', async (c) => {
      const user = requireUser(c);
      const intercom = config.intercom;
      if (!intercom) return c.json({ identity: null });
      const profile = await getProfile(db, user.id);
      return c.json({
        identity: {
          user_id: profile.id,
          email: profile.email,
          name: profile.fullName ?? profile.email.split('@')[0] ?? 'User',
          created_at: Math.floor(Date.parse(profile.memberSince) / 1000),
          user_hash: intercom.secret ? intercomUserHash(intercom.secret, profile.id) : null,
        },
      });
    });
}
