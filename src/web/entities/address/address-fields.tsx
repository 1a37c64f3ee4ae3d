import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { US_STATES } from '../../../domain/account/us-states.ts';
import { FormField, inputClass } from '../../ui/form-field.tsx';

const INPUT_KIND: Record<string, InputHTMLAttributes<HTMLInputElement>> = {
  email: { type: 'email' },
  postalCode: { inputMode: 'numeric' },
  phone: { type: 'tel' },
};

/**
 * What a contact or address field asks of the browser beyond its autofill, wherever an address is
 * typed: the e-mail keyboard, the ZIP code's number pad and the phone's dial pad on a phone.
 */
export function addressInputKind(name: string): InputHTMLAttributes<HTMLInputElement> {
  return INPUT_KIND[name] ?? {};
}

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
