import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { assemblyPlan } from '../../../domain/assembly/instructions.ts';
import type { AssemblyPlan, DrawnPart } from '../../../domain/assembly/instructions.ts';
import { parseDesign } from '../../../domain/design/parse.ts';
import type { StoredDesign } from '../../../domain/design/parse.ts';
import { fetchOrderDesigns } from '../../entities/order/order-api.ts';
import { ApiError } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { Page } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';

const SCALE = 4;

/** The front view of the piece, the parts a step adds drawn dark and the rest light. */
function Drawing({
  plan,
  adds,
  label,
}: {
  plan: AssemblyPlan;
  adds: readonly string[] | null;
  label: string;
}) {
  const { widthIn, heightIn, parts } = plan.drawing;
  const width = widthIn * SCALE;
  const height = heightIn * SCALE;
  const fill = (part: DrawnPart) =>
    adds === null || adds.includes(part.id) ? '#d2b48c' : '#f1ede6';
  return (
    <svg
      viewBox={`-4 -4 ${width + 8} ${height + 8}`}
      className="h-auto w-full max-w-sm"
      role="img"
      aria-label={label}
    >
      {parts.map((part) => {
        const x = part.x * SCALE;
        const y = height - (part.y + part.height) * SCALE;
        const w = part.width * SCALE;
        const h = part.height * SCALE;
        return (
          <g key={part.id}>
            <rect
              x={x}
              y={y}
              width={w}
              height={h}
              fill={fill(part)}
              stroke="#1c1917"
              strokeWidth={1.5}
            />
            {(part.front === 'door' || part.front === 'double-door') && (
              <rect x={x + 3} y={y + 3} width={w - 6} height={h - 6} fill="none" stroke="#57534e" />
            )}
            {part.front === 'double-door' && (
              <line x1={x + w / 2} y1={y + 3} x2={x + w / 2} y2={y + h - 3} stroke="#57534e" />
            )}
            {part.front === 'drawer' && (
              <line
                x1={x + w * 0.35}
                y1={y + h * 0.3}
                x2={x + w * 0.65}
                y2={y + h * 0.3}
                stroke="#1c1917"
                strokeWidth={2}
              />
            )}
            {(part.front === 'single-divider' || part.front === 'open-single-divider') && (
              <line
                x1={x + w / 2}
                y1={y}
                x2={x + w / 2}
                y2={y + h}
                stroke="#57534e"
                strokeDasharray="4 3"
              />
            )}
            {part.front === 'double-divider' && (
              <>
                <line
                  x1={x + w / 3}
                  y1={y}
                  x2={x + w / 3}
                  y2={y + h}
                  stroke="#57534e"
                  strokeDasharray="4 3"
                />
                <line
                  x1={x + (2 * w) / 3}
                  y1={y}
                  x2={x + (2 * w) / 3}
                  y2={y + h}
                  stroke="#57534e"
                  strokeDasharray="4 3"
                />
              </>
            )}
          </g>
        );
      })}
    </svg>
  );
}

function PieceInstructions({
  name,
  quantity,
  design,
}: {
  name: string;
  quantity: number;
  design: Record<string, unknown>;
}) {
  const parsed = parseDesign(design as unknown as StoredDesign);
  if (!parsed.ok) {
    return (
      <p role="alert">
        {name}: {parsed.error.message}
      </p>
    );
  }
  const plan = assemblyPlan(parsed.value);
  return (
    <article className="break-inside-avoid space-y-6">
      <h2 className="text-2xl font-semibold">
        {name}
        {quantity > 1 && <span className="text-ink-muted"> (make {quantity})</span>}
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        <Drawing plan={plan} adds={null} label={`Front view of the finished ${name}`} />
        <section>
          <h3 className="font-semibold">In the box</h3>
          <ul className="mt-2 list-disc pl-5">
            {plan.parts.map((part) => (
              <li key={part.label}>
                {part.count} × {part.label.toLowerCase()}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <ol className="space-y-6">
        {plan.steps.map((step, index) => (
          <li key={index} className="grid gap-4 border-t border-line pt-4 md:grid-cols-[1fr_16rem]">
            <div>
              <h3 className="font-semibold">
                Step {index + 1}: {step.title}
              </h3>
              <p className="mt-1">{step.text}</p>
            </div>
            {step.adds.length > 0 && (
              <Drawing
                plan={plan}
                adds={step.adds}
                label={`Step ${index + 1}: the parts it adds, shaded`}
              />
            )}
          </li>
        ))}
      </ol>
    </article>
  );
}

export function AssemblyInstructionsPage() {
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token');
  const designs = useQuery({
    queryKey: ['order-designs', orderId],
    queryFn: () => fetchOrderDesigns(orderId, token),
  });
  return (
    <Page
      title="Assembly Instructions"
      intro={
        designs.data ? (
          <p>Step by step, for the exact pieces in order {designs.data.number}.</p>
        ) : (
          <p>Step by step, for the exact pieces in your order.</p>
        )
      }
    >
      {designs.isPending && <Spinner label="Loading your instructions" />}
      {designs.isError && (
        <p role="alert">
          {designs.error instanceof ApiError
            ? designs.error.message
            : 'The instructions could not be loaded. Please try again.'}
        </p>
      )}
      {designs.data && (
        <div className="space-y-12">
          <Button variant="secondary" className="print:hidden" onClick={() => window.print()}>
            Print instructions
          </Button>
          {designs.data.lines.map((line, index) => (
            <PieceInstructions key={index} {...line} />
          ))}
        </div>
      )}
    </Page>
  );
}
