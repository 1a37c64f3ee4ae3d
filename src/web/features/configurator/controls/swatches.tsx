import { HPL_COLORS, TEXTURES } from '../../../../domain/box/finish.ts';
import type { Texture } from '../../../../domain/box/finish.ts';
import { textureName } from '../../../../domain/items/display.ts';
import { cn } from '../../../lib/cn.ts';

/** The shop's HPL colours and wood textures as chips, for a box or the whole design. */
export function Swatches({
  legend,
  color,
  texture,
  onColor,
  onTexture,
  noTexture,
}: {
  legend: string;
  color: string | null;
  texture: Texture | null;
  onColor: (hex: string) => void;
  onTexture: (texture: Texture) => void;
  noTexture?: () => void;
}) {
  const chip =
    'inline-flex min-h-11 min-w-11 items-center gap-2 rounded-md border px-2 text-xs focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-dashed focus-visible:outline-ink';
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="text-sm font-medium">{legend} colour</legend>
        <div className="mt-1 flex flex-wrap gap-1">
          {HPL_COLORS.map((hpl) => {
            const active = texture === null && color?.toUpperCase() === hpl.hex;
            return (
              <button
                key={hpl.hex}
                type="button"
                aria-pressed={active}
                aria-label={`${legend} colour ${hpl.name}`}
                title={hpl.name}
                onClick={() => onColor(hpl.hex)}
                className={cn(chip, active ? 'border-ink ring-2 ring-ink' : 'border-control')}
              >
                <span
                  aria-hidden
                  className="size-5 rounded-sm border border-ink/20"
                  style={{ background: hpl.hex }}
                />
                {hpl.name}
              </button>
            );
          })}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium">{legend} texture</legend>
        <div className="mt-1 flex flex-wrap gap-1">
          {noTexture && (
            <button
              type="button"
              aria-pressed={texture === null}
              onClick={noTexture}
              className={cn(
                chip,
                texture === null ? 'border-ink ring-2 ring-ink' : 'border-control',
              )}
            >
              No texture
            </button>
          )}
          {TEXTURES.map((wood) => (
            <button
              key={wood}
              type="button"
              aria-pressed={texture === wood}
              aria-label={`${legend} texture ${textureName(wood)}`}
              onClick={() => onTexture(wood)}
              className={cn(
                chip,
                texture === wood ? 'border-ink ring-2 ring-ink' : 'border-control',
              )}
            >
              {textureName(wood)}
            </button>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
