import { describe, expect, it } from 'vitest';
import { designOf } from '../box/fixtures.test-helpers.ts';
import { cellDesign, inchDesign } from '../design/fixtures.test-helpers.ts';
import { segmentConfig } from '../inch/model.ts';
import { batchCutListCsv, cutListCsv, productionLinesCsv } from './csv.ts';
import { batchProductionSheet, productionSheet } from './sheet.ts';

const box = cellDesign('bookcase', designOf(['standard', 1, 0]));

/** The CSV's records, split on CRLF, the empty string after the last one dropped. */
function records(csv: string): string[] {
  expect(csv.endsWith('\r\n')).toBe(true);
  return csv.slice(0, -2).split('\r\n');
}

describe('cutListCsv', () => {
  it('writes a header and a row for each line and piece, in inches and millimetres', () => {
    const csv = cutListCsv(
      productionSheet([{ label: 'BC-261123-7K4Q9M/1', design: box, quantity: 2 }]),
    );
    // The weights are two boxes' 22.6 lb shared out: 4.9 + 4.9 + 10.56 + 2.24.
    expect(records(csv)).toEqual([
      'Line,Part,Pieces,Length (in),Width (in),Thickness (in),Length (mm),Width (mm),Thickness (mm),Face,Board,Finish,Colour,Texture,Total area (sq in),Total edge banding (in),Total weight (lb)',
      'BC-261123-7K4Q9M/1,Top,2,13,14,0.5,330.2,355.6,12.7,carcass,Baltic birch plywood,White laminate,White,,364,26,4.9',
      'BC-261123-7K4Q9M/1,Bottom,2,13,14,0.5,330.2,355.6,12.7,carcass,Baltic birch plywood,White laminate,White,,364,26,4.9',
      'BC-261123-7K4Q9M/1,Side,4,14,14,0.5,355.6,355.6,12.7,carcass,Baltic birch plywood,White laminate,White,,784,56,10.56',
      'BC-261123-7K4Q9M/1,Back panel,2,14,13,0.5,355.6,330.2,12.7,back,Baltic birch plywood,Birch veneer,White,Birch,364,0,2.24',
    ]);
  });

  it('rounds inches to the thousandth and quotes a label that needs it', () => {
    // (50 − 4 × 0.75) ÷ 3 = 15.666… in openings.
    const design = inchDesign({
      widthIn: 50,
      rows: 1,
      rowHeights: [12],
      segmentConfigs: [segmentConfig(0, 0, 'door')],
    });
    const csv = cutListCsv(productionSheet([{ label: 'Order 7, "rush"', design, quantity: 1 }]));
    const door = records(csv).find((record) => record.includes(',Door,'));
    expect(door).toMatch(
      /^"Order 7, ""rush""",Door,1,12,15\.667,0\.75,304\.8,397\.9,19\.1,front,Baltic birch plywood,White laminate,White,,188,55\.33,/,
    );
  });
});

describe('batchCutListCsv', () => {
  it('says which lines each row of equal pieces is for', () => {
    const batch = batchProductionSheet([
      { orderNumber: 'BC-A', lines: [{ label: 'BC-A/1', design: box, quantity: 1 }] },
      { orderNumber: 'BC-B', lines: [{ label: 'BC-B/1', design: box, quantity: 3 }] },
    ]);
    const [header, first] = records(batchCutListCsv(batch));
    expect(header).toBe(
      'Part,Pieces,Length (in),Width (in),Thickness (in),Length (mm),Width (mm),Thickness (mm),Face,Board,Finish,Colour,Texture,Total area (sq in),Total edge banding (in),Total weight (lb),For',
    );
    expect(first).toBe(
      'Back panel,4,14,13,0.5,355.6,330.2,12.7,back,Baltic birch plywood,Birch veneer,White,Birch,728,0,4.48,BC-A/1 × 1; BC-B/1 × 3',
    );
  });
});

describe('productionLinesCsv', () => {
  it('writes each line with its fittings, banding, weight and parcels', () => {
    const sheet = productionSheet([
      { label: 'BC-A/1', design: cellDesign('bookcase'), quantity: 1 },
      {
        label: 'BC-A/2',
        design: inchDesign({ style: 'modern', verticalOffsetIn: 4 }),
        quantity: 1,
      },
    ]);
    expect(records(productionLinesCsv(sheet))).toEqual([
      'Line,Design,Size,Finish,Quantity,Pieces,Hinges,Drawer runners (pairs),Shelf pins,Cam locks,Connector bolts,Wall anchoring tip restraints,Legs,Plinths,Cable openings,Edge banding (in),Weight (lb),Parcels',
      'BC-A/1,bookcase,"39"" W × 56"" H × 14"" D",White,1,60,0,0,0,96,34,1,0,0,0,648,135.6,1 2 3 4',
      'BC-A/2,inch-sideboard,"48"" W × 32.25"" H × 15"" D",White,1,10,0,0,0,12,0,1,4,0,0,268.5,106.6,5 6 7',
    ]);
  });
});
