import { describe, expect, it } from 'vitest';
import { csvLines, csvText } from './csv.ts';

describe('csvText', () => {
  it('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    expect(
      csvText(
        ['a', 'b'],
        [
          ['plain', 'with, comma'],
          ['say "hi"', 'two\nlines'],
        ],
      ),
    ).toBe('a,b\r\nplain,"with, comma"\r\n"say ""hi""","two\nlines"\r\n');
  });

  it('keeps a spreadsheet from running a field as a formula', () => {
    expect(csvText(['a'], [['=1+2'], ['+1'], ['-1'], ['@SUM(A1)'], ['=HYPERLINK("x","y")']])).toBe(
      'a\r\n\'=1+2\r\n\'+1\r\n\'-1\r\n\'@SUM(A1)\r\n"\'=HYPERLINK(""x"",""y"")"\r\n',
    );
  });

  it('writes numbers as they are, negative ones too', () => {
    expect(csvText(['n'], [[-1.5], [0], [12.7]])).toBe('n\r\n-1.5\r\n0\r\n12.7\r\n');
  });
});

describe('csvLines', () => {
  it('writes rows without a header, so a long text can be written a batch at a time', () => {
    expect(
      csvLines([
        ['BC-1', 'Ada, Lovelace'],
        ['BC-2', 12.5],
      ]),
    ).toBe('BC-1,"Ada, Lovelace"\r\nBC-2,12.5\r\n');
    expect(csvLines([])).toBe('');
  });
});
