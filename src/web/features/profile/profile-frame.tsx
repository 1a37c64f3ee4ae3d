import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { PROFILE_LINKS } from '../../lib/profile-links.ts';
import { signOutAndNotify } from '../../entities/session/sign-out.ts';
import { buttonVariants } from '../../ui/button.tsx';
import { Page, type IntroducedPageProps } from '../../ui/page.tsx';

function LogOutButton() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await navigate('/');
        await signOutAndNotify(queryClient);
      }}
      className="flex min-h-11 items-center gap-2 rounded-md px-3 text-left text-sm hover:bg-ink/5"
    >
      <LogOut aria-hidden className="size-4" />
      Log out
    </button>
  );
}

/** Every profile page: its heading, the profile's menu, then the page's content. */
export function ProfileFrame({ title, intro, children }: IntroducedPageProps) {
  return (
    <Page title={title} intro={<p>{intro}</p>}>
      <div className="grid gap-10 md:grid-cols-[12rem_1fr]">
        <nav
          aria-label="Profile"
          className="flex flex-col gap-1 md:border-r md:border-line md:pr-4"
        >
          {PROFILE_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) =>
                cn(
                  'flex min-h-11 items-center rounded-md px-3 text-sm hover:bg-ink/5',
                  isActive && 'bg-ink/5 font-semibold',
                )
              }
            >
              {link.label}
            </NavLink>
          ))}
          <LogOutButton />
        </nav>
        <div className="min-w-0">{children}</div>
      </div>
    </Page>
  );
}

/** A profile page's call to action when it has nothing to list: a secondary button, not stretched. */
export const profileActionLink = cn(buttonVariants({ variant: 'secondary' }), 'justify-self-start');

export function LoadFailed({ error }: { error: Error }) {
  return (
    <p role="alert" className="text-danger">
      We could not load this: {error.message}
    </p>
  );
}
