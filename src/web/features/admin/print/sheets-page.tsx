import { Download } from 'lucide-react';
import type { AdminOrderView } from '../../../../contract/admin.ts';
import { getPublicConfig } from '../../../lib/public-config.ts';
import { buttonVariants } from '../../../ui/button.tsx';
import { useAdminDocuments } from '../api/documents.ts';
import {
  productionSheetCsvUrl,
  useProductionSheet,
  type BatchCutListRow,
  type CutListRow,
  type OrderSheet,
  type SheetLine,
} from '../api/production-sheet.ts';
import { formatDay, formatMomentDay, plural } from '../ui/format.ts';
import { DocumentHead, PrintedDocument, PrintFrame, usePrintedIds } from './print-frame.tsx';

const cell = 'border-b border-line px-2 py-1 align-top';
const num = `${cell} text-right tabular-nums whitespace-nowrap`;

/** 15.5625 → `15.563`: inches to the thousandth, without trailing zeros. */
function inches(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/** A length of edge banding, in inches to the tenth and in metres. */
function bandingLength(totalIn: number): string {
  return `${inches(Math.round(totalIn * 10) / 10)} in (${(Math.round(totalIn * 2.54) / 100).toFixed(2)} m)`;
}

function PanelsTable({
  caption,
  rows,
}: {
  caption: string;
  rows: readonly (CutListRow | BatchCutListRow)[];
}) {
  const withSources = rows.some((row) => 'sources' in row);
  return (
    // Wider than a phone: it scrolls in a region of its own, which the keyboard can reach.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="relative overflow-x-auto print:overflow-visible"
    >
      <table className="mt-2 w-full min-w-[40rem] border-collapse text-xs print:min-w-0">
        <caption className="pb-1 text-left font-medium">{caption}</caption>
        <thead className="text-left">
          <tr>
            <th scope="col" className={cell}>
              Part
            </th>
            <th scope="col" className={`${cell} text-right`}>
              L × W × T (in)
            </th>
            <th scope="col" className={`${cell} text-right`}>
              L × W × T (mm)
            </th>
            <th scope="col" className={cell}>
              Material
            </th>
            <th scope="col" className={cell}>
              Finish
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Qty
            </th>
            {withSources && (
              <th scope="col" className={cell}>
                For
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="break-inside-avoid">
              <th scope="row" className={`${cell} text-left font-normal`}>
                {row.partName}
              </th>
              <td className={num}>
                {inches(row.lengthIn)} × {inches(row.widthIn)} × {inches(row.thicknessIn)}
              </td>
              <td className={num}>
                {row.lengthMm} × {row.widthMm} × {row.thicknessMm}
              </td>
              <td className={cell}>{row.board}</td>
              <td className={cell}>{row.finish}</td>
              <td className={`${num} font-semibold`}>{row.quantity}</td>
              {'sources' in row && (
                <td className={cell}>
                  {row.sources.map((source) => `${source.label} × ${source.quantity}`).join(', ')}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The fittings counted, by the names and in the order the server gives them. */
function HardwareList({
  hardware,
  names,
}: {
  hardware: Readonly<Record<string, number>>;
  names: Readonly<Record<string, string>>;
}) {
  const counted = Object.keys(names).filter((kind) => (hardware[kind] ?? 0) > 0);
  if (counted.length === 0) return <p>No fittings.</p>;
  return (
    <ul className="grid grid-cols-2 gap-x-6 sm:grid-cols-3 print:grid-cols-3">
      {counted.map((kind) => (
        <li key={kind} className="flex justify-between gap-2">
          <span>{names[kind]}</span>
          <span className="font-semibold tabular-nums">{hardware[kind]}</span>
        </li>
      ))}
    </ul>
  );
}

function LineSheet({
  line,
  name,
  hardwareNames,
}: {
  line: SheetLine;
  name: string;
  hardwareNames: Readonly<Record<string, string>>;
}) {
  return (
    <section aria-label={`Line ${line.label}`} className="mt-5 break-inside-avoid-page">
      <h3 className="text-base font-semibold">
        {line.label}: {name}
        {line.quantity > 1 && <span> — make {line.quantity}</span>}
      </h3>
      <p className="text-ink-muted print:text-ink">
        {line.dimensions} · {line.finish} · {line.unitWeightLb} lb each
        {line.parcelNumbers.length > 0 &&
          ` · parcel${line.parcelNumbers.length === 1 ? '' : 's'} ${line.parcelNumbers.join(', ')}`}
      </p>
      <PanelsTable caption={`Panels of ${line.label}`} rows={line.panels} />
      <div className="mt-2 grid gap-2 sm:grid-cols-[1fr_auto] print:grid-cols-[1fr_auto]">
        <div>
          <h4 className="font-medium">Hardware</h4>
          <HardwareList hardware={line.totals.hardware} names={hardwareNames} />
          {line.totals.cableOpenings > 0 && (
            <p>{plural(line.totals.cableOpenings, 'cable opening')}</p>
          )}
        </div>
        <p>
          Edge banding: <strong>{bandingLength(line.totals.edgeBandingIn)}</strong>
        </p>
      </div>
    </section>
  );
}

function Parcels({ sheet, orderNumber }: { sheet: OrderSheet; orderNumber: string }) {
  if (!sheet.parcels.ok) {
    return <p role="alert">The parcels could not be worked out: {sheet.parcels.reason}</p>;
  }
  return (
    <section aria-label={`Parcels of order ${orderNumber}`} className="mt-5 break-inside-avoid">
      <h3 className="text-base font-semibold">{plural(sheet.parcels.parcels.length, 'parcel')}</h3>
      <ol className="mt-1 space-y-0.5">
        {sheet.parcels.parcels.map((parcel) => (
          <li key={parcel.number}>
            {parcel.number}. {parcel.dimensionsIn.lengthIn} × {parcel.dimensionsIn.widthIn} ×{' '}
            {parcel.dimensionsIn.heightIn} in, {parcel.weightLb} lb, {plural(parcel.units, 'unit')}{' '}
            ({parcel.labels.join(', ')})
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The name an order gave the line the sheet labels `BC-…/n` (n its position from 1). */
function lineName(order: AdminOrderView | undefined, label: string): string {
  return order?.lines.find((line) => `${order.number}/${line.position + 1}` === label)?.name ?? '';
}

function OrderSheetDocument({
  brandName,
  orderNumber,
  order,
  sheet,
  hardwareNames,
}: {
  brandName: string;
  orderNumber: string;
  order: AdminOrderView | undefined;
  sheet: OrderSheet;
  hardwareNames: Readonly<Record<string, string>>;
}) {
  return (
    <PrintedDocument label={`Production sheet of order ${orderNumber}`}>
      <DocumentHead brandName={brandName} kind="Production sheet">
        <p className="text-lg font-semibold">{orderNumber}</p>
        {order && (
          <>
            <p>Placed {formatMomentDay(order.createdAt)}</p>
            <p>
              Leaves the workshop by <strong>{formatDay(order.shipping.shipsOn)}</strong>
            </p>
          </>
        )}
      </DocumentHead>
      {order && (
        <p className="mt-3">
          For {order.address.fullName}, {order.address.city}, {order.address.state} ·{' '}
          {order.shipping.serviceName}
        </p>
      )}
      {sheet.lines.map((line) => (
        <LineSheet
          key={line.label}
          line={line}
          name={lineName(order, line.label)}
          hardwareNames={hardwareNames}
        />
      ))}
      <Parcels sheet={sheet} orderNumber={orderNumber} />
      <p className="mt-4 border-t border-line pt-2">
        {plural(sheet.totals.pieces, 'piece')} · edge banding{' '}
        {bandingLength(sheet.totals.edgeBandingIn)} · {sheet.totals.weightLb} lb in all
      </p>
    </PrintedDocument>
  );
}

/**
 * `/admin/sheets?ids=…`: the production sheet of each order asked for, each on its own sheet of
 * paper; for several orders, first the batch's boards, equal pieces counted together. The server
 * makes the sheet; the orders give each line its name and the days.
 */
export function SheetsPage() {
  const ids = usePrintedIds();
  const documents = useAdminDocuments(ids);
  const production = useProductionSheet(ids);
  const { brandName } = getPublicConfig();
  const answer = production.data;
  const batch = answer && answer.sheet.orders.length > 1 ? answer.sheet : null;
  const orderOf = (orderNumber: string) =>
    documents.data?.orders.find((order) => order.number === orderNumber);
  return (
    <PrintFrame
      title={ids.length > 1 ? 'Production sheets' : 'Production sheet'}
      reads={[documents, production]}
      tools={
        <a
          href={productionSheetCsvUrl(ids)}
          download
          className={buttonVariants({ variant: 'secondary' })}
        >
          <Download aria-hidden />
          Download CSV
        </a>
      }
    >
      {answer && batch && (
        <PrintedDocument label="The batch's boards">
          <DocumentHead brandName={brandName} kind="Batch cut list">
            <p>{plural(batch.orders.length, 'order')}</p>
            <p>{batch.orders.map((order) => order.orderNumber).join(', ')}</p>
          </DocumentHead>
          <PanelsTable
            caption="Every board of the batch, equal pieces together"
            rows={batch.panels}
          />
          <div className="mt-3 grid gap-2">
            <h3 className="font-medium">Hardware for the batch</h3>
            <HardwareList hardware={batch.totals.hardware} names={answer.hardwareNames} />
            <p>
              {plural(batch.totals.pieces, 'piece')} · edge banding{' '}
              {bandingLength(batch.totals.edgeBandingIn)}
            </p>
          </div>
        </PrintedDocument>
      )}
      {answer?.sheet.orders.map(({ orderNumber, sheet }) => (
        <OrderSheetDocument
          key={orderNumber}
          brandName={brandName}
          orderNumber={orderNumber}
          order={orderOf(orderNumber)}
          sheet={sheet}
          hardwareNames={answer.hardwareNames}
        />
      ))}
    </PrintFrame>
  );
}
