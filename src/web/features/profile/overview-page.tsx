import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { nameInput, type NameInput } from '../../../contract/profile.ts';
import { myOrdersQuery } from '../../entities/order/order-api.ts';
import { orderListFacts } from '../../entities/order/order-list-facts.ts';
import { OrderStatusPill, TrackOrderLink } from '../../entities/order/order-list-status.tsx';
import { displayName } from '../../entities/session/session.ts';
import { useWishlistItems } from '../../entities/wishlist/wishlist-store.ts';
import { Button } from '../../ui/button.tsx';
import { InputField } from '../../ui/form-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { toast } from '../../ui/toast-store.ts';
import { useProfile, useUpdateName } from './profile-api.ts';
import { LoadFailed, ProfileFrame, profileActionLink } from './profile-frame.tsx';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

function NameForm({ firstName, lastName }: { firstName: string; lastName: string }) {
  const update = useUpdateName();
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
    reset,
  } = useForm<NameInput>({
    resolver: zodResolver(nameInput),
    defaultValues: { firstName, lastName },
  });
  const submit = handleSubmit(async (values) => {
    try {
      const profile = await update.mutateAsync(values);
      reset({ firstName: profile.firstName ?? '', lastName: profile.lastName ?? '' });
      toast({ title: 'Name saved' });
    } catch (error) {
      toast({ title: (error as Error).message, variant: 'destructive' });
    }
  });
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="grid max-w-lg gap-4 sm:grid-cols-2"
    >
      <InputField
        label="First name"
        error={errors.firstName?.message}
        {...register('firstName')}
        autoComplete="given-name"
      />
      <InputField
        label="Last name"
        error={errors.lastName?.message}
        {...register('lastName')}
        autoComplete="family-name"
      />
      <Button
        type="submit"
        variant="secondary"
        disabled={!isDirty}
        pending={update.isPending}
        className="sm:col-span-2 sm:justify-self-start"
      >
        {update.isPending ? 'Saving...' : 'Save name'}
      </Button>
    </form>
  );
}

/** How many of the newest orders the overview lists; Order status has them all. */
const RECENT_ORDERS = 3;

function RecentOrders() {
  const orders = useQuery(myOrdersQuery);
  const recent = orders.data?.orders.slice(0, RECENT_ORDERS) ?? [];
  return (
    <section aria-labelledby="orders-heading" className="grid gap-3">
      <h2 id="orders-heading" className="text-xl font-semibold">
        Recent orders
      </h2>
      {orders.isPending && <Spinner label="Loading your orders" />}
      {orders.isError && <LoadFailed error={orders.error} />}
      {orders.data && recent.length === 0 && (
        <>
          <p className="text-ink-muted">You have not placed an order with this account yet.</p>
          <Link to="/configurator" className={profileActionLink}>
            Start designing
          </Link>
        </>
      )}
      {recent.length > 0 && (
        <>
          <ul className="max-w-2xl divide-y divide-line rounded-lg border border-line bg-white">
            {recent.map((order) => (
              <li
                key={order.id}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3"
              >
                <Link
                  to={`/orders/${order.id}`}
                  className="font-medium underline underline-offset-4"
                >
                  Order {order.number}
                </Link>
                <span className="text-sm text-ink-muted">{orderListFacts(order)}</span>
                <span className="flex flex-wrap items-center gap-3">
                  <OrderStatusPill order={order} />
                  <TrackOrderLink order={order} />
                </span>
              </li>
            ))}
          </ul>
          <Link to="/profile/order-status" className={profileActionLink}>
            All orders and their status
          </Link>
        </>
      )}
    </section>
  );
}

function SavedDesigns() {
  const saved = useWishlistItems().length;
  return (
    <section aria-labelledby="saved-heading" className="grid gap-3">
      <h2 id="saved-heading" className="text-xl font-semibold">
        Saved designs
      </h2>
      {saved === 0 ? (
        <>
          <p className="text-ink-muted">
            No saved designs yet. Designs you add to your wishlist appear here.
          </p>
          <Link to="/best-designs" className={profileActionLink}>
            Browse Designs
          </Link>
        </>
      ) : (
        <>
          <p>
            {saved} {saved === 1 ? 'design' : 'designs'} in your wishlist.
          </p>
          <Link to="/profile/wishlist" className={profileActionLink}>
            See your wishlist
          </Link>
        </>
      )}
    </section>
  );
}

export function ProfileOverviewPage() {
  const { data: profile, error, isPending } = useProfile();
  return (
    <ProfileFrame
      title="Account Overview"
      intro="Your details, recent orders and saved designs at a glance."
    >
      {isPending ? (
        <Spinner />
      ) : error ? (
        <LoadFailed error={error} />
      ) : (
        <div className="grid gap-10">
          <dl className="grid max-w-lg gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
            <dt className="text-ink-muted">Name</dt>
            <dd className="font-medium">
              {displayName({ email: profile.email, fullName: profile.fullName })}
            </dd>
            <dt className="text-ink-muted">Email</dt>
            <dd className="font-medium break-all">{profile.email}</dd>
            <dt className="text-ink-muted">Member since</dt>
            <dd className="font-medium">{dateFormat.format(new Date(profile.memberSince))}</dd>
          </dl>
          <section aria-labelledby="name-heading" className="grid gap-4">
            <h2 id="name-heading" className="text-xl font-semibold">
              Your name
            </h2>
            <NameForm firstName={profile.firstName ?? ''} lastName={profile.lastName ?? ''} />
          </section>
          <RecentOrders />
          <SavedDesigns />
        </div>
      )}
    </ProfileFrame>
  );
}
