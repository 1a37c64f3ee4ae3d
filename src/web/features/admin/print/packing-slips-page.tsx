import { useSearchParams } from 'react-router';
import type { AdminOrderView } from '../../../../contract/admin.ts';
import type { ConsignmentView } from '../../../../contract/checkout.ts';
import { getPublicConfig } from '../../../lib/public-config.ts';
import { useAdminDocuments } from '../api/documents.ts';
import { parcelText } from '../order/order-lines.tsx';
import { formatMomentDay, plural } from '../ui/format.ts';
import { OrderLinesTable, PrintedAddress } from './order-lines-table.tsx';
import { DocumentHead, PrintedDocument, PrintFrame, usePrintedIds } from './print-frame.tsx';

/** One slip: an order's consignment (its carrier and tracking), or, before any, all its parcels. */
function PackingSlip({
  brandName,
  order,
  consignment,
}: {
  brandName: string;
  order: AdminOrderView;
  consignment: ConsignmentView | null;
}) {
  const of = order.consignments.length;
  return (
    <PrintedDocument
      label={`Packing slip of order ${order.number}${consignment ? `, consignment ${consignment.number}` : ''}`}
    >
      <DocumentHead brandName={brandName} kind="Packing slip">
        <p className="text-lg font-semibold">{order.number}</p>
        <p>Ordered {formatMomentDay(order.createdAt)}</p>
        {consignment && of > 1 && (
          <p>
            Consignment {consignment.number} of {of}
          </p>
        )}
      </DocumentHead>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 print:grid-cols-2">
        <PrintedAddress heading="Ship to" order={order} />
        <div>
          <h3 className="text-xs font-semibold tracking-wide uppercase">Shipping</h3>
          {consignment ? (
            <>
              <p className="mt-1">
                {consignment.carrierName}, {plural(consignment.parcels.length, 'parcel')}
              </p>
              <ol className="list-decimal pl-5">
                {consignment.parcels.map((parcel) => (
                  <li key={parcel.trackingNumber}>Tracking {parcel.trackingNumber}</li>
                ))}
              </ol>
            </>
          ) : (
            <>
              <p className="mt-1">
                {order.shipping.serviceName}, {plural(order.shipping.parcels.length, 'parcel')}
              </p>
              <ol className="list-decimal pl-5">
                {order.shipping.parcels.map((parcel, index) => (
                  <li key={index}>{parcelText(parcel)}</li>
                ))}
              </ol>
            </>
          )}
        </div>
      </div>
      <OrderLinesTable order={order} />
      <p className="mt-6">
        Thank you for your order. Assembly instructions for these pieces are on your order's page.
      </p>
    </PrintedDocument>
  );
}

type Slip = { order: AdminOrderView; consignment: ConsignmentView | null };

/**
 * `/admin/packing-slips?ids=…[&consignment=n]`: a slip for each consignment of each order (one
 * for the whole order before it has any), or the one consignment asked for.
 */
export function PackingSlipsPage() {
  const ids = usePrintedIds();
  const [params] = useSearchParams();
  const only = Number(params.get('consignment')) || null;
  const documents = useAdminDocuments(ids);
  const { brandName } = getPublicConfig();
  const slips =
    documents.data?.orders.flatMap((order): Slip[] => {
      const consignments = order.consignments.filter(
        (consignment) => only === null || consignment.number === only,
      );
      return consignments.length === 0
        ? [{ order, consignment: null }]
        : consignments.map((consignment) => ({ order, consignment }));
    }) ?? [];
  return (
    <PrintFrame title={slips.length > 1 ? 'Packing slips' : 'Packing slip'} reads={[documents]}>
      {slips.map(({ order, consignment }) => (
        <PackingSlip
          key={`${order.id}-${consignment?.id ?? 'all'}`}
          brandName={brandName}
          order={order}
          consignment={consignment}
        />
      ))}
    </PrintFrame>
  );
}
