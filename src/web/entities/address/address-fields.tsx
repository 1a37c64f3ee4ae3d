import type { UseFormRegisterReturn } from 'react-hook-form';
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
