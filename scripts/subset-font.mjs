// Writes the shop's own cuts of Inter's Latin face, both named in src/web/styles.css, which is
// where the characters of each are set (their unicode-range; this script reads them from there):
// - src/web/fonts/inter-basic.woff2, preloaded by index.html: the characters the shop's own words
//   are set in (ASCII, its quotes, dashes, ellipsis, ×, ″, € and the like), 21 kB;
// - src/web/fonts/inter-latin-rest.woff2: the rest of the Latin face (accented letters and the
//   rarer signs), which a browser fetches only for a page that has one of them.
// Both keep the weights from regular to black (the pages set 400–600, and bold text in them 700 or
// 900) and the layout features text needs (kerning, ligatures, contextual forms, marks) with
// tabular figures for prices, without Inter's stylistic alternates. The font is on every page's
// critical path: the face it is cut from is 48 kB. Run it again (npm run fonts) after updating
// @fontsource-variable/inter or a face's unicode-range.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const SOURCE = fileURLToPath(
  import.meta.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
);
const STYLES = new URL('../src/web/styles.css', import.meta.url);
const FACES = ['inter-basic.woff2', 'inter-latin-rest.woff2'];
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

/** The characters of the @font-face whose source is ./fonts/{file}, from its unicode-range. */
function charactersOf(css, file) {
  const face = css.split('@font-face').find((block) => block.includes(`url('./fonts/${file}')`));
  const range = face?.match(/unicode-range:([^;]+);/)?.[1];
  if (!range) throw new Error(`src/web/styles.css has no face with a unicode-range for ${file}`);
  let text = '';
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let code = parseInt(from, 16); code <= parseInt(to, 16); code += 1) {
      text += String.fromCodePoint(code);
    }
  }
  return text;
}

const [source, css] = await Promise.all([readFile(SOURCE), readFile(STYLES, 'utf8')]);
for (const file of FACES) {
  const font = await subsetFont(source, charactersOf(css, file), {
    targetFormat: 'woff2',
    keepFeatures: FEATURES,
    variationAxes: { wght: { min: 400, max: 900 } },
  });
  const target = fileURLToPath(new URL(`../src/web/fonts/${file}`, import.meta.url));
  await writeFile(target, font);
  console.info(`${target}: ${font.length} bytes (the face it is cut from: ${source.length})`);
}
