import { readDimensionsText, sizeCentimetresText } from '../../domain/design/dimensions-text.ts';

/**
 * A kept dimensions text with centimetres beside, as `shownDimensionsText` writes it, each half
 * kept on one line: a narrow card breaks between the inches and the centimetres, never before "cm".
 */
export function DimensionsText({ text }: { text: string }) {
  const size = readDimensionsText(text);
  if (size === null) return <>{text}</>;
  return (
    <>
      <span className="whitespace-nowrap">{text.trim()}</span>{' '}
      <span className="whitespace-nowrap">({sizeCentimetresText(size)})</span>
    </>
  );
}
