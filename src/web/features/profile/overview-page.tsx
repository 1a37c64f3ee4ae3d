import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { nameInput, type NameInput } from '../../../contract/profile.ts';
import { displayName } from '../../entities/session/session.ts';
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
            <Link to="/configurator" className={profileActionLink}>
              Start designing
            </Link>
          </section>
        </div>
      )}
    </ProfileFrame>
  );
}
