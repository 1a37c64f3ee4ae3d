import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  addressSchema,
  EMPTY_ADDRESS_INPUT,
  zipCodeProblem,
  type AddressInput,
} from '../../../domain/account/address.ts';
import { addressInputKind, StateField } from '../../entities/address/address-fields.tsx';
import { AddressLines } from '../../entities/address/address-lines.tsx';
import { ApiError, refusedFields } from '../../lib/api-client.ts';
import { focusSoon } from '../../lib/focus-soon.ts';
import { Button } from '../../ui/button.tsx';
import { InputField } from '../../ui/form-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { toast } from '../../ui/toast-store.ts';
import {
  useAddressAction,
  useAddresses,
  useSaveAddress,
  type SavedAddress,
} from './profile-api.ts';
import { LoadFailed, ProfileFrame } from './profile-frame.tsx';

const EMPTY_ADDRESS: AddressInput = { ...EMPTY_ADDRESS_INPUT, isDefault: false };

function AddressForm({ address, onDone }: { address: SavedAddress | null; onDone: () => void }) {
  const save = useSaveAddress();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
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
  // The form takes the focus where the button that opened it was.
  useEffect(() => setFocus('fullName'), [setFocus]);
  const submit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: address?.id ?? null, input });
      toast({ title: address ? 'Address updated' : 'Address saved' });
      onDone();
    } catch (error) {
      // A field the server refused gets its message beside it; anything else, a toast.
      const refused = refusedFields(error, EMPTY_ADDRESS);
      refused.forEach(([name, message], index) =>
        setError(name, { message }, { shouldFocus: index === 0 }),
      );
      if (refused.length > 0) return;
      if (error instanceof ApiError) {
        toast({ title: error.message, variant: 'destructive' });
      } else {
        setError('root', { message: 'The address could not be saved.' });
      }
    }
  });
  const text = (name: keyof AddressInput, label: string, autoComplete: string, className = '') => (
    <InputField
      label={label}
      error={errors[name]?.message}
      className={className}
      {...register(name)}
      autoComplete={autoComplete}
      {...addressInputKind(name)}
    />
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
      <StateField {...register('state')} error={errors.state?.message} />
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
        <Button type="submit" pending={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save address'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Ids of the buttons focus goes back to once an action ends. */
const editButtonId = (id: string) => `address-edit-${id}`;
const deleteButtonId = (id: string) => `address-delete-${id}`;
const ADD_BUTTON_ID = 'address-add';

function AddressCard({
  address,
  onEdit,
  onFocus,
}: {
  address: SavedAddress;
  onEdit: () => void;
  /** Where focus goes after an action changed what is on the page. */
  onFocus: (id: string) => void;
}) {
  const act = useAddressAction();
  const [confirming, setConfirming] = useState(false);
  // Saved before the shop compared ZIP codes with states, or with a ZIP code it no longer takes.
  const zipProblem = zipCodeProblem(address);
  const zipProblemId = `address-zip-${address.id}`;
  const run = async (action: 'delete' | 'default') => {
    try {
      await act.mutateAsync({ id: address.id, action });
      toast({ title: action === 'delete' ? 'Address deleted' : 'Default address set' });
      // The card is gone after a delete, and "Make default" after making it the default.
      onFocus(action === 'delete' ? ADD_BUTTON_ID : editButtonId(address.id));
    } catch (error) {
      toast({ title: (error as Error).message, variant: 'destructive' });
      setConfirming(false);
      onFocus(deleteButtonId(address.id));
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
        <AddressLines address={address} />
        {address.phone && (
          <>
            <br />
            {address.phone}
          </>
        )}
      </address>
      {zipProblem && (
        <p id={zipProblemId} className="text-sm text-danger">
          {zipProblem.endsWith('.') ? zipProblem : `${zipProblem}.`} Edit this address to use it at
          checkout.
        </p>
      )}
      {confirming ? (
        <div
          role="group"
          aria-labelledby={`${deleteButtonId(address.id)}-question`}
          className="grid gap-2"
        >
          <p id={`${deleteButtonId(address.id)}-question`} className="text-sm font-medium">
            Delete this address? This cannot be undone.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="small"
              variant="secondary"
              pending={act.isPending}
              onClick={() => void run('delete')}
            >
              {act.isPending ? 'Deleting...' : 'Delete address'}
            </Button>
            <Button
              size="small"
              variant="ghost"
              autoFocus
              pending={act.isPending}
              onClick={() => {
                setConfirming(false);
                onFocus(deleteButtonId(address.id));
              }}
            >
              Keep it
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            id={editButtonId(address.id)}
            size="small"
            variant="secondary"
            onClick={onEdit}
            aria-label={`Edit ${address.line1}`}
            aria-describedby={zipProblem ? zipProblemId : undefined}
          >
            Edit
          </Button>
          {!address.isDefault && (
            <Button
              size="small"
              variant="secondary"
              pending={act.isPending}
              onClick={() => void run('default')}
              aria-label={`Make ${address.line1} the default`}
            >
              Make default
            </Button>
          )}
          <Button
            id={deleteButtonId(address.id)}
            size="small"
            variant="ghost"
            pending={act.isPending}
            onClick={() => setConfirming(true)}
            aria-label={`Delete ${address.line1}`}
          >
            Delete
          </Button>
        </div>
      )}
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
                    onFocus={focusSoon}
                  />
                ),
              )}
            </ul>
          )}
          {editing !== null ? (
            <AddressForm
              key={editing === 'new' ? 'new' : editing.id}
              address={editing === 'new' ? null : editing}
              onDone={() => {
                focusSoon(editing === 'new' ? ADD_BUTTON_ID : editButtonId(editing.id));
                setEditing(null);
              }}
            />
          ) : (
            <Button
              id={ADD_BUTTON_ID}
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
