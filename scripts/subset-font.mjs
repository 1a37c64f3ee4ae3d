// Writes the shop's preloaded font, src/web/fonts/inter-latin.woff2: Inter's Latin face cut to what
// the shop sets. The same characters as the face it is cut from (the unicode-range in
// src/web/styles.css), the weights from regular to black (the pages set 400–600, and bold text in
// them 700 or 900), and the layout features text needs (kerning, ligatures, marks) with tabular
// figures for prices — without Inter's stylistic alternates. 48 kB becomes 30 kB: the font is on
// every page's critical path. Run it again (npm run fonts) after updating @fontsource-variable/inter.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const SOURCE = fileURLToPath(
  import.meta.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
);
const TARGET = fileURLToPath(new URL('../src/web/fonts/inter-latin.woff2', import.meta.url));

/** Fontsource's Latin range, as in the face's unicode-range. */
const RANGES = [
  [0x0000, 0x00ff],
  [0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6],
  [0x02da],
  [0x02dc],
  [0x0304],
  [0x0308],
  [0x0329],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
  [0xfeff],
  [0xfffd],
];
const FEATURES = [
  'kern',
  'liga',
  'calt',
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'rlig',
  'rclt',
  'rvrn',
  'tnum',
];

let text = '';
for (const [from, to = from] of RANGES) {
  for (let code = from; code <= to; code += 1) text += String.fromCodePoint(code);
}

const source = await readFile(SOURCE);
const font = await subsetFont(source, text, {
  targetFormat: 'woff2',
  keepFeatures: FEATURES,
  variationAxes: { wght: { min: 400, max: 900 } },
});
await writeFile(TARGET, font);
console.info(`${TARGET}: ${source.length} → ${font.length} bytes`);
