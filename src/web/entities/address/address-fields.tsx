import type { UseFormRegisterReturn } from 'react-hook-form';
import type { PostalAddress } from '../../../contract/profile.ts';
import { US_STATES } from '../../../domain/account/address.ts';
import { FormField, inputClass } from '../../ui/form-field.tsx';

/** The state of a delivery address, from the states the shop delivers to. */
export function StateField({
  error,
  ...registered
}: UseFormRegisterReturn<'state'> & { error?: string | undefined }) {
  return (
    <FormField label="State" error={error}>
      {(props) => (
        <select {...props} {...registered} autoComplete="address-level1" className={inputClass}>
          <option value="">Choose…</option>
          {US_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** The street lines and the city line of an address, as a letter shows them. */
export function AddressLines({ address }: { address: Omit<PostalAddress, 'fullName'> }) {
  return (
    <>
      {address.line1}
      {address.line2 && (
        <>
          <br />
          {address.line2}
        </>
      )}
      <br />
      {address.city}, {address.state} {address.postalCode}
    </>
  );
}
