import type { SessionUser } from '../../entities/session/session.ts';
import { AccountMenuButton } from './account-menu-button.tsx';
import { deferredMenu } from './deferred-menu.tsx';

/** The signed-in customer's menu: who they are, the profile pages and Log out. */
export const AccountMenu = deferredMenu(
  () => import('./account-dropdown.tsx').then((module) => module.AccountDropdown),
  'The account menu',
  'press',
  ({ user }: { user: SessionUser }, handlers) => <AccountMenuButton user={user} {...handlers} />,
);
