import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { assemblyPlan } from '../../../domain/assembly/instructions.ts';
import { parseDesign } from '../../../domain/design/parse.ts';
import type { StoredDesign } from '../../../domain/design/parse.ts';
import { fetchOrderDesigns } from '../../entities/order/order-api.ts';
import { Button } from '../../ui/button.tsx';
import { DesignDrawing } from '../../ui/design-drawing.tsx';
import { Page } from '../../ui/page.tsx';
import { OrderQueryState } from './order-query-state.tsx';

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
        <DesignDrawing
          drawing={plan.drawing}
          className="max-w-sm"
          label={`Front view of the finished ${name}`}
        />
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
              <DesignDrawing
                drawing={plan.drawing}
                className="max-w-sm"
                highlight={step.adds}
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
      <OrderQueryState
        query={designs}
        loading="Loading your instructions"
        failed="The instructions could not be loaded. Please try again."
      />
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
