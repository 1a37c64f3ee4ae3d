import { UserRound } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { displayName, type SessionUser } from '../../entities/session/session.ts';
import { iconButtonClass } from './nav-styles.ts';

/** The avatar: the Google identity's or the profile's picture, else a generic icon. */
export function Avatar({ user, className }: { user: SessionUser; className?: string }) {
  const [broken, setBroken] = useState(false);
  if (user.avatarUrl && !broken) {
    return (
      <img
        src={user.avatarUrl}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
        className={`size-8 rounded-full object-cover ${className ?? ''}`}
      />
    );
  }
  return <UserRound aria-hidden className={`size-5 ${className ?? ''}`} />;
}

/** The account menu's button, the same before and after the menu's code has loaded. */
export function AccountMenuButton({
  user,
  ...props
}: { user: SessionUser } & ComponentProps<'button'>) {
  return (
    <button
      type="button"
      aria-label={`Account menu for ${displayName(user)}`}
      className={iconButtonClass}
      {...props}
    >
      <Avatar user={user} />
    </button>
  );
}
