import { describe, expect, it, vi } from 'vitest';
import { drawsInSoftware } from './pixel-ratio.ts';

const RENDERER = 0x1f01;
const UNMASKED_RENDERER_WEBGL = 0x9246;

/** A WebGL context as far as naming its renderer goes. */
function contextNaming(renderer: string, unmasked: string | null) {
  const getExtension = vi.fn((name: string) =>
    name === 'WEBGL_debug_renderer_info' && unmasked !== null ? { UNMASKED_RENDERER_WEBGL } : null,
  );
  const getParameter = vi.fn((parameter: number) =>
    parameter === RENDERER ? renderer : parameter === UNMASKED_RENDERER_WEBGL ? unmasked : null,
  );
  return { context: { RENDERER, getExtension, getParameter } as never, getExtension };
}

describe('drawsInSoftware', () => {
  it.each([
    [
      'Chromium without a GPU',
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)',
    ],
    ['Chromium on Mesa', 'ANGLE (Mesa, llvmpipe (LLVM 15.0.7, 256 bits), OpenGL 4.5)'],
    ['Windows without a driver', 'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11)'],
  ])('knows %s by the renderer the debug extension names', (_, unmasked) => {
    expect(drawsInSoftware(contextNaming('WebKit WebGL', unmasked).context)).toBe(true);
  });

  it('knows a graphics card', () => {
    const { context } = contextNaming(
      'WebKit WebGL',
      'ANGLE (Apple, ANGLE Metal Renderer: Apple M2, Unspecified Version)',
    );
    expect(drawsInSoftware(context)).toBe(false);
  });

  it('takes a browser that names its renderer at its word, without the debug extension', () => {
    const software = contextNaming('llvmpipe, or similar', null);
    expect(drawsInSoftware(software.context)).toBe(true);
    const card = contextNaming('Radeon R9 200 Series, or similar', null);
    expect(drawsInSoftware(card.context)).toBe(false);
    expect(card.getExtension).not.toHaveBeenCalled();
  });

  it('assumes a graphics card when the browser will not say', () => {
    expect(drawsInSoftware(contextNaming('WebKit WebGL', null).context)).toBe(false);
  });
});
