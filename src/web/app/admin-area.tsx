import { lazy, Suspense } from 'react';
import type { SessionUser } from '../entities/session/session.ts';
import { Spinner } from '../ui/spinner.tsx';
import { AccountMenu } from './header/account-menu.tsx';
import { adminArea } from './routes.ts';
import { ScrollManager } from './scroll-manager.tsx';

// Asked for through `adminArea` when first rendered: nothing fetches the admin's code before an
// admin's session has been seen.
const AdminApp = lazy(async () => ({ default: (await adminArea.load()).AdminApp }));

/**
 * The admin for a signed-in admin: its own shell and pages, with the shop's account menu (where
 * the owner signs out) handed down to its header.
 */
export function AdminArea({ user }: { user: SessionUser }) {
  return (
    <>
      <Suspense fallback={<Spinner label="Loading the admin..." />}>
        <AdminApp accountMenu={<AccountMenu user={user} />} />
      </Suspense>
      <ScrollManager />
    </>
  );
}
