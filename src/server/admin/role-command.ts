import { ConfigError, loadConfig } from '../config.ts';
import { DatabaseInUseError } from '../db/client.ts';
import { openShopDatabase } from '../db/open.ts';
import { COMMAND_LINE } from '../lib/audit.ts';
import { systemClock } from '../lib/clock.ts';
import { setRole } from './roles.ts';

/**
 * `npm run admin:grant -- owner@example.com` and `npm run admin:revoke -- owner@example.com`: the
 * shop's first admin, made from the command line on the shop's own database (the same DATA_DIR or
 * DATABASE_URL as the shop). The account must exist and have confirmed its address.
 */
async function main(argv: readonly string[]): Promise<number> {
  const [verb, email, ...rest] = argv;
  if ((verb !== 'grant' && verb !== 'revoke') || !email || rest.length > 0) {
    console.error(
      'Usage: npm run admin:grant -- owner@example.com\n       npm run admin:revoke -- owner@example.com',
    );
    return 2;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  let database;
  try {
    database = await openShopDatabase(config);
  } catch (error) {
    if (error instanceof DatabaseInUseError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  try {
    const change = await setRole(
      database.db,
      email,
      verb === 'grant' ? 'admin' : 'customer',
      COMMAND_LINE,
      systemClock(),
    );
    if (!change.ok) {
      console.error(change.message);
      return 1;
    }
    const done =
      verb === 'grant'
        ? `${change.email} can open the admin at ${config.publicUrl}/admin once signed in.`
        : `${change.email} can no longer open the admin.`;
    console.info(change.changed ? done : `Nothing to change: ${done}`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
