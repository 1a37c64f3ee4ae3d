import { bench, describe } from 'vitest';
import { generateDesign } from '../src/domain/box/generate.ts';
import { evaluateAddButtons, validateDesign } from '../src/domain/box/placement.ts';
import { BUILT_IN_RULES } from '../src/domain/box/rule-config.ts';

// Every add button is re-evaluated after each change, so a full 60-box design must take well under a
// frame; the target is under 1 ms.
const bookcase = generateDesign({
  columns: 15,
  rows: 4,
  allowedBoxTypes: ['standard'],
  preferredBoxType: 'standard',
  designType: 'bookcase',
  seed: 1,
});

const wallStorage = generateDesign({
  columns: 24,
  rows: 5,
  allowedBoxTypes: ['wide', 'double-stack', 'standard'],
  preferredBoxType: 'standard',
  designType: 'wallStorage',
  seed: 1,
  preferredShare: 0.5,
});

if (bookcase.boxes.length !== 60 || wallStorage.boxes.length !== 60) {
  throw new Error('The benchmark designs must hold 60 boxes');
}

describe('add buttons of a 60-box design', () => {
  bench('bookcase, 60 standard boxes', () => {
    evaluateAddButtons(bookcase.boxes, 'standard', {
      designType: 'bookcase',
      rules: BUILT_IN_RULES,
    });
  });

  bench('wall storage, 60 mixed boxes', () => {
    evaluateAddButtons(wallStorage.boxes, 'wide', {
      designType: 'wallStorage',
      rules: BUILT_IN_RULES,
    });
  });
});

describe('whole-design checks', () => {
  bench('validate a 60-box design', () => {
    validateDesign(wallStorage.boxes, { designType: 'wallStorage', rules: BUILT_IN_RULES });
  });

  bench('generate a 60-box design', () => {
    generateDesign({
      columns: 12,
      rows: 5,
      allowedBoxTypes: ['wide', 'double-stack', 'standard'],
      preferredBoxType: 'standard',
      designType: 'wallStorage',
      seed: 9,
    });
  });
});
