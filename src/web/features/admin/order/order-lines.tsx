import { Link } from 'react-router';
import type { AdminOrderView } from '../../../../contract/admin.ts';
import { DimensionsText } from '../../../ui/dimensions-text.tsx';
import { money, plural } from '../ui/format.ts';
import { LineDrawing } from './line-drawing.tsx';
import { readOnlyDesignPath } from '../../../lib/order-line-view.ts';

type Line = AdminOrderView['lines'][number];
type Parcel = Line['parcels'][number];

export function parcelText(parcel: Parcel): string {
  const { lengthIn, widthIn, heightIn } = parcel.dimensionsIn;
  return `${lengthIn} × ${widthIn} × ${heightIn} in, ${parcel.weightLb} lb, ${plural(parcel.boxCount, 'box', 'boxes')}`;
}

function OrderLine({ order, line, index }: { order: AdminOrderView; line: Line; index: number }) {
  const headingId = `admin-line-${index}`;
  return (
    <li aria-labelledby={headingId} className="grid gap-4 py-5 md:grid-cols-[14rem_1fr]">
      <LineDrawing
        design={line.design}
        label={`Front view of line ${index + 1}, ${line.name}`}
        className="max-h-56 max-w-56"
      />
      <div className="space-y-3 text-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={headingId} className="text-base font-semibold">
            <span className="text-ink-muted">Line {index + 1}:</span> {line.name}
          </h3>
          <p className="tabular-nums">
            {line.quantity} × {money(line.unitCents)} ={' '}
            <strong className="font-semibold">{money(line.lineCents)}</strong>
          </p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-ink-muted">Size</dt>
          <dd>
            <DimensionsText text={line.facts.dimensions} />
          </dd>
          <dt className="text-ink-muted">Finish</dt>
          <dd>{line.facts.finish ?? 'Not recorded with this order'}</dd>
          <dt className="text-ink-muted">Weight</dt>
          <dd>{line.facts.weightLb} lb</dd>
          <dt className="text-ink-muted">Made in</dt>
          <dd>{line.facts.kind === 'inch' ? 'The inch configurator' : 'The cell configurator'}</dd>
        </dl>
        {line.options.length > 0 && (
          <div>
            <h4 className="font-medium">Options</h4>
            <ul className="mt-1 list-disc pl-5">
              {line.options.map((option) => (
                <li key={option}>{option}</li>
              ))}
            </ul>
          </div>
        )}
        {line.parcels.length > 0 && (
          <div>
            <h4 className="font-medium">Ships in {plural(line.parcels.length, 'parcel')}</h4>
            <ul className="mt-1 list-disc pl-5">
              {line.parcels.map((parcel, at) => (
                <li key={at}>{parcelText(parcel)}</li>
              ))}
            </ul>
          </div>
        )}
        <p>
          <Link
            to={readOnlyDesignPath(line.configuratorPath, order.id, line.position)}
            className="font-medium underline underline-offset-4"
          >
            Open in the configurator (read only)
          </Link>
        </p>
      </div>
    </li>
  );
}

/** What was ordered: each line drawn, with its size, finish, options, price and parcels. */
export function OrderLines({ order }: { order: AdminOrderView }) {
  return (
    <section aria-labelledby="admin-order-lines">
      <h2 id="admin-order-lines" className="text-lg font-semibold">
        What to make
      </h2>
      <ol className="divide-y divide-line">
        {order.lines.map((line, index) => (
          <OrderLine key={line.position} order={order} line={line} index={index} />
        ))}
      </ol>
    </section>
  );
}
