import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, NavLink, useNavigate } from 'react-router';
import { z } from 'zod';
import { addressSchema, US_STATES, type AddressInput } from '../../../domain/account/address.ts';
import { newPasswordSchema } from '../../../domain/account/credentials.ts';
import { ApiError } from '../../lib/api-client.ts';
import { AuthError, changePassword } from '../../lib/auth-client.ts';
import { cn } from '../../lib/cn.ts';
import { PROFILE_LINKS } from '../../lib/profile-links.ts';
import { displayName, useSession } from '../../lib/session.ts';
import { signOutAndNotify } from '../../lib/sign-out.ts';
import { useWishlistItems } from '../../lib/wishlist-store.ts';
import { WishlistEntry } from '../../ui/wishlist-entry.tsx';
import { Button, buttonVariants } from '../../ui/button.tsx';
import { FormField, inputClass, NewPasswordFields, PasswordInput } from '../../ui/form-field.tsx';
import { Page } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { toast } from '../../ui/toast-store.ts';
import {
  useAddressAction,
  useAddresses,
  useProfile,
  useSaveAddress,
  useUpdateName,
  type SavedAddress,
} from './profile-api.ts';

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
function ProfileFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
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

function LoadFailed({ error }: { error: Error }) {
  return (
    <p role="alert" className="text-danger">
      We could not load this: {error.message}
    </p>
  );
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

const nameSchema = z.object({
  firstName: z.string().trim().max(60, { error: 'At most 60 characters' }),
  lastName: z.string().trim().max(60, { error: 'At most 60 characters' }),
});

function NameForm({ firstName, lastName }: { firstName: string; lastName: string }) {
  const update = useUpdateName();
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
    reset,
  } = useForm<z.infer<typeof nameSchema>>({
    resolver: zodResolver(nameSchema),
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
      <FormField label="First name" error={errors.firstName?.message}>
        {(field) => (
          <input
            {...field}
            {...register('firstName')}
            autoComplete="given-name"
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label="Last name" error={errors.lastName?.message}>
        {(field) => (
          <input
            {...field}
            {...register('lastName')}
            autoComplete="family-name"
            className={inputClass}
          />
        )}
      </FormField>
      <Button
        type="submit"
        variant="secondary"
        disabled={!isDirty || update.isPending}
        className="sm:col-span-2 sm:justify-self-start"
      >
        {update.isPending ? 'Saving...' : 'Save name'}
      </Button>
    </form>
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
          <section aria-labelledby="orders-heading" className="grid gap-3">
            <h2 id="orders-heading" className="text-xl font-semibold">
              Recent orders
            </h2>
            <p className="text-ink-muted">You have not placed an order with this account yet.</p>
            <Link
              to="/configurator"
              className={cn(buttonVariants({ variant: 'secondary' }), 'justify-self-start')}
            >
              Start designing
            </Link>
          </section>
        </div>
      )}
    </ProfileFrame>
  );
}

const EMPTY_ADDRESS: AddressInput = {
  fullName: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  postalCode: '',
  phone: '',
  isDefault: false,
};

function AddressForm({ address, onDone }: { address: SavedAddress | null; onDone: () => void }) {
  const save = useSaveAddress();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddressInput>({
    resolver: zodResolver(addressSchema) as never,
    defaultValues: address
      ? {
          ...address,
          line2: address.line2 ?? '',
          phone: address.phone ?? '',
        }
      : EMPTY_ADDRESS,
  });
  const submit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: address?.id ?? null, input });
      toast({ title: address ? 'Address updated' : 'Address saved' });
      onDone();
    } catch (error) {
      if (error instanceof ApiError) {
        toast({ title: error.message, variant: 'destructive' });
      } else {
        setError('root', { message: 'The address could not be saved.' });
      }
    }
  });
  const text = (name: keyof AddressInput, label: string, autoComplete: string, className = '') => (
    <FormField label={label} error={errors[name]?.message} className={className}>
      {(field) => (
        <input {...field} {...register(name)} autoComplete={autoComplete} className={inputClass} />
      )}
    </FormField>
  );
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={address ? 'Edit address' : 'New address'}
      className="grid gap-4 rounded-lg border border-line p-4 sm:grid-cols-2"
    >
      {text('fullName', 'Full name', 'name', 'sm:col-span-2')}
      {text('line1', 'Street address', 'address-line1', 'sm:col-span-2')}
      {text('line2', 'Apartment, suite (optional)', 'address-line2', 'sm:col-span-2')}
      {text('city', 'City', 'address-level2')}
      <FormField label="State" error={errors.state?.message}>
        {(field) => (
          <select
            {...field}
            {...register('state')}
            autoComplete="address-level1"
            className={inputClass}
          >
            <option value="">Choose…</option>
            {US_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {text('postalCode', 'ZIP code', 'postal-code')}
      {text('phone', 'Phone (optional)', 'tel')}
      <label className="inline-flex min-h-11 items-center gap-2 text-sm sm:col-span-2">
        <input type="checkbox" {...register('isDefault')} className="size-4 accent-ink" />
        Use as my default shipping address
      </label>
      {errors.root?.message && (
        <p role="alert" className="text-sm text-danger sm:col-span-2">
          {errors.root.message}
        </p>
      )}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save address'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function AddressCard({ address, onEdit }: { address: SavedAddress; onEdit: () => void }) {
  const act = useAddressAction();
  const run = async (action: 'delete' | 'default') => {
    try {
      await act.mutateAsync({ id: address.id, action });
      toast({ title: action === 'delete' ? 'Address deleted' : 'Default address set' });
    } catch (error) {
      toast({ title: (error as Error).message, variant: 'destructive' });
    }
  };
  return (
    <li className="grid gap-3 rounded-lg border border-line p-4">
      <address className="not-italic">
        <span className="font-medium">{address.fullName}</span>
        {address.isDefault && (
          <span className="ml-2 rounded-sm bg-paper-deep px-2 py-0.5 text-xs">Default</span>
        )}
        <br />
        {address.line1}
        {address.line2 && (
          <>
            <br />
            {address.line2}
          </>
        )}
        <br />
        {address.city}, {address.state} {address.postalCode}
        {address.phone && (
          <>
            <br />
            {address.phone}
          </>
        )}
      </address>
      <div className="flex flex-wrap gap-2">
        <Button
          size="small"
          variant="secondary"
          onClick={onEdit}
          aria-label={`Edit ${address.line1}`}
        >
          Edit
        </Button>
        {!address.isDefault && (
          <Button
            size="small"
            variant="secondary"
            disabled={act.isPending}
            onClick={() => void run('default')}
            aria-label={`Make ${address.line1} the default`}
          >
            Make default
          </Button>
        )}
        <Button
          size="small"
          variant="ghost"
          disabled={act.isPending}
          onClick={() => void run('delete')}
          aria-label={`Delete ${address.line1}`}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}

export function ProfileAddressPage() {
  const { data: addresses, error, isPending } = useAddresses();
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  return (
    <ProfileFrame
      title="Your Address"
      intro="The shipping addresses we fill in for you at checkout. We ship within the United States."
    >
      {isPending ? (
        <Spinner />
      ) : error ? (
        <LoadFailed error={error} />
      ) : (
        <div className="grid gap-6">
          {addresses.length === 0 && editing === null && (
            <p className="text-ink-muted">You have not saved a shipping address yet.</p>
          )}
          {addresses.length > 0 && (
            <ul className="grid gap-4 sm:grid-cols-2">
              {addresses.map((address) =>
                editing !== 'new' && editing?.id === address.id ? null : (
                  <AddressCard
                    key={address.id}
                    address={address}
                    onEdit={() => setEditing(address)}
                  />
                ),
              )}
            </ul>
          )}
          {editing !== null ? (
            <AddressForm
              key={editing === 'new' ? 'new' : editing.id}
              address={editing === 'new' ? null : editing}
              onDone={() => setEditing(null)}
            />
          ) : (
            <Button
              variant="secondary"
              className="justify-self-start"
              onClick={() => setEditing('new')}
            >
              Add an address
            </Button>
          )}
        </div>
      )}
    </ProfileFrame>
  );
}

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

export function ProfileWishlistPage() {
  const items = useWishlistItems();
  return (
    <ProfileFrame
      title="Your Wishlist"
      intro="The designs you saved, ready to load into the configurator, move to your cart or share."
    >
      {items.length === 0 ? (
        <div className="grid gap-3">
          <p className="text-ink-muted">Your wishlist is empty</p>
          <Link
            to="/best-designs"
            className={cn(buttonVariants({ variant: 'secondary' }), 'justify-self-start')}
          >
            Browse Designs
          </Link>
        </div>
      ) : (
        <ul aria-label="Wishlist items" className="max-w-2xl">
          {items.map((item) => (
            <WishlistEntry key={item.id} item={item} />
          ))}
        </ul>
      )}
    </ProfileFrame>
  );
}

const updatePasswordSchema = z
  .object({ currentPassword: z.string().min(1, { error: 'Enter your current password' }) })
  .and(newPasswordSchema);
type UpdatePassword = z.infer<typeof updatePasswordSchema>;

export function ProfileUpdatePasswordPage() {
  const session = useSession();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<UpdatePassword>({
    resolver: zodResolver(updatePasswordSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
    reValidateMode: 'onChange',
  });
  const submit = handleSubmit(async ({ currentPassword, password }) => {
    try {
      await changePassword(currentPassword, password);
      reset();
      toast({ title: 'Password updated', description: 'Other devices have been signed out.' });
    } catch (error) {
      const wrong = error instanceof AuthError && error.code === 'INVALID_PASSWORD';
      toast({
        title: wrong ? 'Your current password is not correct.' : (error as Error).message,
        variant: 'destructive',
      });
    }
  });
  return (
    <ProfileFrame
      title="Update Password"
      intro="Change the password you sign in with. A new password needs at least 8 characters, a lowercase and an uppercase letter, a number and a special character."
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="grid max-w-md gap-4">
        {session.status === 'signed-in' && (
          <input type="email" hidden readOnly autoComplete="username" value={session.user.email} />
        )}
        <FormField label="Current password" error={errors.currentPassword?.message}>
          {(field) => (
            <PasswordInput
              {...field}
              {...register('currentPassword')}
              autoComplete="current-password"
            />
          )}
        </FormField>
        <NewPasswordFields register={register} errors={errors} />
        <Button type="submit" disabled={isSubmitting} className="justify-self-start">
          {isSubmitting ? 'Saving...' : 'Update password'}
        </Button>
      </form>
    </ProfileFrame>
  );
}
