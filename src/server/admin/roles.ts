import { and, eq, inArray } from 'drizzle-orm';
import type { AccountRole } from '../../contract/admin.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { writeAudit, type Actor } from '../lib/audit.ts';

/**
 * Who may open the owner's admin. The first admin is made from the command line (`npm run
 * admin:grant -- owner@example.com`) or by ADMIN_EMAILS: an address listed there becomes an admin
 * once its account is confirmed, at the shop's start for accounts that exist and at sign-in for
 * accounts made later. Every grant and revoke is written to the audit log.
 */

export type RoleChange =
  | { readonly ok: true; readonly changed: boolean; readonly email: string }
  | { readonly ok: false; readonly message: string };

export async function setRole(
  db: Database,
  email: string,
  role: AccountRole,
  actor: Actor,
  now: Date,
): Promise<RoleChange> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: users.id, email: users.email, verified: users.emailVerified, role: users.role })
      .from(users)
      .where(eq(users.email, address))
      .for('update');
    if (!account) {
      return {
        ok: false,
        message: `There is no account for ${address}. Sign up at the shop with this address first, confirm it from the e-mail, then run this again.`,
      };
    }
    if (role === 'admin' && !account.verified) {
      return {
        ok: false,
        message: `The account for ${address} has not confirmed its e-mail address yet. Open the confirmation e-mail (or ask for a new one when signing in), then run this again.`,
      };
    }
    if (account.role === role) return { ok: true, changed: false, email: address };
    await tx.update(users).set({ role, updatedAt: now }).where(eq(users.id, account.id));
    await writeAudit(
      tx,
      actor,
      {
        action: role === 'admin' ? 'role.grant' : 'role.revoke',
        entityType: 'account',
        entityId: account.id,
        summary:
          role === 'admin'
            ? `${address} can now open the admin`
            : `${address} can no longer open the admin`,
        before: { role: account.role },
        after: { role },
      },
      now,
    );
    return { ok: true, changed: true, email: address };
  });
}

/** Makes the confirmed accounts of these addresses admins; answers the ids it changed. */
export async function grantListedAdmins(
  db: Database,
  adminEmails: readonly string[],
  actor: Actor,
  now: Date,
  only?: { userId: string },
): Promise<string[]> {
  if (adminEmails.length === 0) return [];
  const candidates = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        inArray(users.email, [...adminEmails]),
        eq(users.emailVerified, true),
        eq(users.role, 'customer'),
        ...(only ? [eq(users.id, only.userId)] : []),
      ),
    );
  const granted: string[] = [];
  for (const candidate of candidates) {
    const change = await setRole(db, candidate.email, 'admin', actor, now);
    if (change.ok && change.changed) granted.push(candidate.id);
  }
  return granted;
}
