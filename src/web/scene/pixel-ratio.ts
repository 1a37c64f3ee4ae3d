import type { Dpr } from '@react-three/fiber';

/** On a graphics card the view draws sharp on high-density screens, up to 1.5 pixels a point. */
export const GPU_PIXEL_RATIO: Dpr = [1, 1.5];

/**
 * Without a usable graphics card (a browser that blocks the machine's, a virtual machine) WebGL
 * is drawn by the processor, and every frame's cost grows with its pixels: one pixel a point
 * keeps the view quick to start and turn there (decision 024).
 */
export const SOFTWARE_PIXEL_RATIO = 1;

/** Renderers that draw on the processor: Chromium's SwiftShader, Mesa's, Windows' basic one. */
const SOFTWARE = /swiftshader|llvmpipe|softpipe|software|basic render/i;

/** What Chromium and Safari call every renderer unless asked through the debug extension. */
const MASKED = 'WebKit WebGL';

type RendererInfo = Pick<WebGLRenderingContext, 'getExtension' | 'getParameter' | 'RENDERER'>;

/** Whether WebGL is drawn by the processor rather than a graphics card. */
export function drawsInSoftware(context: RendererInfo): boolean {
  // Firefox names the renderer itself; Chromium and Safari name it only through the debug
  // extension (which Firefox warns is going away).
  const named = String(context.getParameter(context.RENDERER));
  if (named !== MASKED) return SOFTWARE.test(named);
  const debug = context.getExtension('WEBGL_debug_renderer_info');
  return (
    debug !== null && SOFTWARE.test(String(context.getParameter(debug.UNMASKED_RENDERER_WEBGL)))
  );
}

let known: Dpr | undefined;

/**
 * The pixel ratio the page's 3D views draw at. The first call asks a throwaway 1-pixel context
 * what draws WebGL (a few milliseconds), so a view's canvas is sized once, at the right ratio; a
 * page keeps its answer.
 */
export function viewPixelRatio(): Dpr {
  if (known === undefined) {
    const probe = document.createElement('canvas');
    probe.width = probe.height = 1;
    const context = probe.getContext('webgl2') ?? probe.getContext('webgl');
    known = context && drawsInSoftware(context) ? SOFTWARE_PIXEL_RATIO : GPU_PIXEL_RATIO;
    context?.getExtension('WEBGL_lose_context')?.loseContext();
  }
  return known;
}
