import type { PostalAddress } from '../../../contract/profile.ts';

// Apart from the address form's fields: an order page shows an address without the state list.

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
