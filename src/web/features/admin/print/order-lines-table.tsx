import type { AdminOrderView } from '../../../../contract/admin.ts';
import { shownDimensionsText } from '../../../../domain/design/dimensions-text.ts';
import { money } from '../ui/format.ts';

const cell = 'border-b border-line px-2 py-1.5 align-top';

/**
 * An order's lines as a printed document lists them: each piece with its size, finish and options
 * in words, and its quantity, with prices when the document is an invoice.
 */
export function OrderLinesTable({
  order,
  prices = false,
}: {
  order: AdminOrderView;
  prices?: boolean;
}) {
  return (
    <table className="mt-4 w-full border-collapse">
      <caption className="sr-only">What the order holds</caption>
      <thead className="text-left">
        <tr>
          <th scope="col" className={cell}>
            Item
          </th>
          <th scope="col" className={`${cell} text-right`}>
            Qty
          </th>
          {prices && (
            <>
              <th scope="col" className={`${cell} text-right`}>
                Unit price
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Amount
              </th>
            </>
          )}
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line, index) => (
          <tr key={line.position} className="break-inside-avoid">
            <td className={cell}>
              <p className="font-medium">
                {index + 1}. {line.name}
              </p>
              <p>
                {shownDimensionsText(line.facts.dimensions)}
                {line.facts.finish && ` · ${line.facts.finish}`}
              </p>
              {line.options.length > 0 && (
                <p className="text-ink-muted print:text-ink">{line.options.join(' · ')}</p>
              )}
            </td>
            <td className={`${cell} text-right tabular-nums`}>{line.quantity}</td>
            {prices && (
              <>
                <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                  {money(line.unitCents)}
                </td>
                <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                  {money(line.lineCents)}
                </td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The address block of a printed document. */
export function PrintedAddress({
  heading,
  order,
  withEmail = false,
}: {
  heading: string;
  order: AdminOrderView;
  withEmail?: boolean;
}) {
  const { address } = order;
  return (
    <div>
      <h3 className="text-xs font-semibold tracking-wide uppercase">{heading}</h3>
      <p className="mt-1">
        {address.fullName}
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
        {withEmail && (
          <>
            <br />
            {order.email}
          </>
        )}
      </p>
    </div>
  );
}
