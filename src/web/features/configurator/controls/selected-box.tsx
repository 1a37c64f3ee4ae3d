import { BOX_PRESETS, boxTypeOf } from '../../../../domain/box/model.ts';
import { allowedModifications } from '../../../../domain/box/modification.ts';
import { canAddOnTop, canAddRight, canRemoveBox } from '../../../../domain/box/placement.ts';
import { designTypeAllowingTop, removalWithBoxesAbove } from '../../../../domain/box/fixes.ts';
import { cn } from '../../../lib/cn.ts';
import { focusSoon } from '../../../lib/focus-soon.ts';
import { designTypeLabel } from '../design-facts.ts';
import { Button } from '../../../ui/button.tsx';
import { CheckboxField } from '../../../ui/form-field.tsx';
import { useConfigurator, useConfiguratorStore } from '../store-context.tsx';
import { MODIFICATION_LABELS } from './labels.ts';
import { Section } from './section.tsx';
import { Swatches } from './swatches.tsx';

/** Where focus goes once the first box is placed: the selected box's first action. */
export const SELECTED_BOX_ADD_RIGHT_ID = 'selected-box-add-right';

/** An add or remove action of the selected box, and the rule's message when it is refused. */
interface BoxActionSpec {
  readonly id: string;
  readonly label: string;
  /** How the list of reasons names the action. */
  readonly short: string;
  readonly refusal: string | null;
  readonly run: () => void;
  readonly variant?: 'secondary' | 'ghost';
  /** A one-click way past the refusal, where one exists. */
  readonly fix?: { readonly label: string; readonly run: () => void } | null;
}

/**
 * One action. Refused, it stays in place, marked unavailable, with the rule's own message beside
 * it (docs/rules/configurators.md), so a customer learns why and keyboard focus never drops when a
 * limit is reached.
 */
function BoxAction({ action }: { action: BoxActionSpec }) {
  const refused = action.refusal !== null;
  return (
    <Button
      id={action.id}
      size="small"
      variant={action.variant ?? 'secondary'}
      aria-disabled={refused}
      {...(refused ? { 'aria-describedby': `${action.id}-reason` } : {})}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
      onClick={() => {
        if (!refused) action.run();
      }}
    >
      {action.label}
    </Button>
  );
}

/** Why each unavailable action is unavailable, in the rules' own words. */
function BoxActionReasons({ actions }: { actions: readonly BoxActionSpec[] }) {
  const refused = actions.filter((action) => action.refusal !== null);
  if (refused.length === 0) return null;
  return (
    <ul className="mt-2 grid gap-1 text-sm text-ink-muted">
      {refused.map((action) => (
        <li key={action.id} className="flex flex-col items-start gap-1">
          <span id={`${action.id}-reason`}>
            {action.short}: {action.refusal}
          </span>
          {action.fix && (
            <Button
              id={`${action.id}-fix`}
              size="small"
              variant="secondary"
              onClick={action.fix.run}
            >
              {action.fix.label}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The selected box: add beside or above it, remove it, its front, cable opening and finish. */
export function SelectedBox() {
  const store = useConfiguratorStore();
  const state = useConfigurator((s) => s);
  const box = state.configurations.find((b) => b.id === state.selectedConfigId);
  if (!box) {
    return (
      <Section title="Selected box">
        <p className="text-sm text-ink-muted">Select a box to change it.</p>
      </Section>
    );
  }
  const type = boxTypeOf(box);
  const modification = box.components[0]?.modification;
  const ctx = { designType: state.designType, rules: state.rules };
  const right = canAddRight(state.configurations, box.id, state.selectedBoxType, ctx);
  const top = canAddOnTop(state.configurations, box.id, state.selectedBoxType, ctx);
  const removal = canRemoveBox(state.configurations, box.id, ctx);
  const tallerType =
    !top.ok && top.rule === 'row-limit'
      ? designTypeAllowingTop(state.configurations, box.id, state.selectedBoxType, ctx)
      : null;
  const removalFix =
    removal !== null ? removalWithBoxesAbove(state.configurations, box.id, ctx) : null;
  const actions: readonly BoxActionSpec[] = [
    {
      id: SELECTED_BOX_ADD_RIGHT_ID,
      label: 'Add a box to the right',
      short: 'Add to the right',
      refusal: right.ok ? null : right.message,
      run: () => store.getState().addRight(box.id),
    },
    {
      id: 'selected-box-add-top',
      label: 'Add a box on top',
      short: 'Add on top',
      refusal: top.ok ? null : top.message,
      run: () => store.getState().addOnTop(box.id),
      fix: tallerType && {
        label: `Switch to ${designTypeLabel(tallerType, state.rules)} (up to ${state.rules.designSets[tallerType].maxRows} rows)`,
        run: () => {
          if (store.getState().keepDesignAs(tallerType)) focusSoon('selected-box-add-top');
        },
      },
    },
    {
      id: 'selected-box-remove',
      label: 'Remove this box',
      short: 'Remove',
      refusal: removal?.message ?? null,
      run: () => store.getState().removeBox(box.id),
      fix: removalFix && {
        label: `Remove it with the ${removalFix.aboveCount === 1 ? 'box' : `${removalFix.aboveCount} boxes`} above`,
        run: () => {
          if (store.getState().removeWithBoxesAbove(box.id)) focusSoon('selected-box-remove');
        },
      },
      variant: 'ghost',
    },
  ];
  return (
    <Section title="Selected box">
      <p className="text-sm">
        {box.gridPosition} · {BOX_PRESETS[type].label}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {actions.map((action) => (
          <BoxAction key={action.id} action={action} />
        ))}
      </div>
      <BoxActionReasons actions={actions} />
      <fieldset className="mt-3">
        <legend className="text-sm font-medium">Front and inside</legend>
        <div className="mt-1 flex flex-wrap gap-1" role="radiogroup" aria-label="Segment">
          {allowedModifications(type, state.designType).map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={modification?.type === option}
              onClick={() => store.getState().modifySegment(box.id, { type: option })}
              className={cn(
                'min-h-11 rounded-md border px-3 text-sm focus-visible:outline-2 focus-visible:outline-ink',
                modification?.type === option ? 'border-ink bg-ink text-paper' : 'border-control',
              )}
            >
              {MODIFICATION_LABELS[option]}
            </button>
          ))}
        </div>
        <CheckboxField
          label="Cable opening"
          className="mt-2"
          checked={modification?.cableOpening === true}
          onChange={(event) =>
            store.getState().modifySegment(box.id, {
              type: modification?.type ?? 'open',
              cableOpening: event.target.checked,
            })
          }
        />
      </fieldset>
      <div className="mt-3">
        <Swatches
          legend="Box"
          color={box.selectedColor ?? null}
          texture={box.selectedTexture ?? null}
          onColor={(hex) => store.getState().setBoxColor(box.id, hex)}
          onTexture={(wood) => store.getState().setBoxTexture(box.id, wood)}
        />
      </div>
    </Section>
  );
}
