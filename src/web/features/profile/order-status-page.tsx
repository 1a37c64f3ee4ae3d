import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { buttonVariants } from '../../ui/button.tsx';
import { ProfileFrame } from './profile-frame.tsx';

export function ProfileOrderStatusPage() {
  return (
    <ProfileFrame
      title="Order Status"
      intro="Each of your orders, from payment through production and shipping to delivery."
    >
      <div className="grid gap-3">
        <p className="text-ink-muted">
          You have no orders yet. Orders you place while signed in appear here with their status.
        </p>
        <Link
          to="/shop"
          className={cn(buttonVariants({ variant: 'secondary' }), 'justify-self-start')}
        >
          Browse the shop
        </Link>
      </div>
    </ProfileFrame>
  );
}
