import { Shuffle } from 'lucide-react';
import { useState } from 'react';
import { BOX_PRESETS, BOX_TYPES, DESIGN_TYPES } from '../../../../domain/box/model.ts';
import type { DesignType } from '../../../../domain/box/model.ts';
import { cn } from '../../../lib/cn.ts';
import { focusSoon } from '../../../lib/focus-soon.ts';
import { Button } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { typeChangeReplacesWork } from '../configurator-store.ts';
import { generateInWorker } from '../generate-in-worker.ts';
import { useConfigurator, useConfiguratorStore } from '../store-context.tsx';
import { Section } from './section.tsx';
import { inRunningText } from '../../../lib/piece-name.ts';

/** The design type, the generator and the type of box the next add makes. */
export function DesignTypePicker() {
  const store = useConfiguratorStore();
  const designType = useConfigurator((s) => s.designType);
  const rules = useConfigurator((s) => s.rules);
  const [generating, setGenerating] = useState(false);
  /** A design type waiting for the customer to agree that it replaces their design. */
  const [pending, setPending] = useState<DesignType | null>(null);
  const pick = (next: DesignType) => {
    if (next === store.getState().designType) return setPending(null);
    if (typeChangeReplacesWork(store.getState())) return setPending(next);
    setPending(null);
    store.getState().setDesignType(next);
  };
  const confirm = () => {
    if (pending !== null) store.getState().setDesignType(pending);
    setPending(null);
    focusSoon('design-type');
  };
  const keep = () => {
    setPending(null);
    focusSoon('design-type');
  };
  const generate = async () => {
    setGenerating(true);
    try {
      const state = store.getState();
      const input = state.generationInput(Math.floor(Math.random() * 2 ** 31));
      const generated = await generateInWorker(input, state.rules);
      store.getState().applyGenerated(generated.boxes, input.designType);
    } catch (error) {
      console.warn('Design generation failed', error);
      toast({
        title: 'The design could not be generated. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setGenerating(false);
    }
  };
  return (
    <Section title="Design">
      <label htmlFor="design-type" className="text-sm font-medium">
        Design type
      </label>
      <div className="mt-1 flex gap-2">
        <select
          id="design-type"
          value={designType}
          onChange={(event) => pick(event.target.value as DesignType)}
          className="min-h-11 flex-1 rounded-md border border-control bg-paper px-3 text-sm"
        >
          {DESIGN_TYPES.map((type) => (
            <option key={type} value={type}>
              {rules.designSets[type].label}
            </option>
          ))}
        </select>
        <Button variant="secondary" onClick={() => void generate()} pending={generating}>
          <Shuffle aria-hidden />
          {generating ? 'Generating…' : 'Generate'}
        </Button>
      </div>
      {pending !== null && (
        <div
          role="group"
          aria-labelledby="design-type-confirm"
          className="mt-3 rounded-md border border-line bg-paper-deep p-3"
        >
          <p id="design-type-confirm" className="text-sm">
            Start a new {inRunningText(rules.designSets[pending].label)}? It replaces your current
            design; Undo brings it back.
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button onClick={confirm}>Replace design</Button>
            <Button variant="secondary" onClick={keep} autoFocus>
              Keep my design
            </Button>
          </div>
        </div>
      )}
      <fieldset className="mt-3">
        <legend className="text-sm font-medium">New boxes</legend>
        <BoxTypeChoice />
      </fieldset>
    </Section>
  );
}

function BoxTypeChoice() {
  const store = useConfiguratorStore();
  const selected = useConfigurator((s) => s.selectedBoxType);
  const offered = useConfigurator((s) => s.rules.designSets[s.designType].allowedBoxTypes);
  return (
    <div className="mt-1 flex flex-wrap gap-2">
      {BOX_TYPES.filter((type) => offered.includes(type)).map((type) => (
        <label
          key={type}
          className={cn(
            'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ink',
            selected === type ? 'border-ink bg-ink text-paper' : 'border-control',
          )}
        >
          <input
            type="radio"
            name="new-box-type"
            className="sr-only"
            checked={selected === type}
            onChange={() => store.getState().setSelectedBoxType(type)}
          />
          {BOX_PRESETS[type].label}
        </label>
      ))}
    </div>
  );
}
