import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link, useNavigate } from 'react-router';
import { PROFILE_LINKS } from '../../lib/profile-links.ts';
import { displayName, type SessionUser } from '../../entities/session/session.ts';
import { signOutAndNotify } from '../../entities/session/sign-out.ts';
import { AccountMenuButton, Avatar } from './account-menu-button.tsx';
import { useDeferredOpen, type DeferredMenuProps } from './deferred-menu.tsx';

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-sm px-3 text-sm outline-none data-[highlighted]:bg-ink/5 data-[highlighted]:outline-2 data-[highlighted]:-outline-offset-2 data-[highlighted]:outline-ink';

/** The account menu itself, loaded after the first paint (account-menu.tsx). */
export function AccountDropdown({
  user,
  openAtStart,
  openedByKeyboard,
}: { user: SessionUser } & DeferredMenuProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen, content] = useDeferredOpen(openAtStart, openedByKeyboard);
  const name = displayName(user);
  const logOut = async () => {
    await navigate('/');
    await signOutAndNotify(queryClient);
  };
  return (
    // Rendered inside the header, so the items sit in its banner landmark.
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        <AccountMenuButton user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        ref={content}
        align="end"
        sideOffset={6}
        className="z-50 w-64 rounded-md border border-line bg-paper p-1 shadow-sm motion-safe:animate-fade-in"
      >
        <div className="flex items-center gap-3 px-3 py-3">
          <Avatar user={user} />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold">{name}</p>
            <p className="truncate text-xs text-ink-muted">{user.email}</p>
          </div>
        </div>
        <DropdownMenu.Separator className="my-1 h-px bg-line" />
        {PROFILE_LINKS.map((link) => (
          <DropdownMenu.Item key={link.to} asChild className={itemClass}>
            <Link to={link.to}>{link.label}</Link>
          </DropdownMenu.Item>
        ))}
        {user.isAdmin && (
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/admin">Admin</Link>
          </DropdownMenu.Item>
        )}
        <DropdownMenu.Separator className="my-1 h-px bg-line" />
        <DropdownMenu.Item className={itemClass} onSelect={() => void logOut()}>
          <LogOut aria-hidden className="size-4" />
          Log out
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
