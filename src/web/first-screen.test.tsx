import { describe, expect, it } from 'vitest';
import { liftInlineStyles } from './first-screen.tsx';

describe('liftInlineStyles', () => {
  it('turns each distinct inline style into one rule that keeps its precedence', () => {
    const { html, css, styles } = liftInlineStyles(
      '<div style="width:7.5rem;grid-template-columns:repeat(3, minmax(0, 1fr))"><i style="color:#fff"></i>' +
        '<b style="color:#fff"></b></div>',
    );
    expect(html).toBe(
      '<div data-first-style="0"><i data-first-style="1"></i><b data-first-style="1"></b></div>',
    );
    expect(css).toBe(
      '[data-first-style="0"]{width:7.5rem !important;grid-template-columns:repeat(3, minmax(0, 1fr)) !important}' +
        '[data-first-style="1"]{color:#fff !important}',
    );
    // By number, for the browser to give back to each element.
    expect(styles).toEqual([
      'width:7.5rem;grid-template-columns:repeat(3, minmax(0, 1fr))',
      'color:#fff',
    ]);
  });

  it('reads the attribute as the browser would and cannot close the style element it lands in', () => {
    const { css } = liftInlineStyles(
      '<p style="font-family:&quot;Inter&quot;, sans-serif;--label:&#x27;&lt;/style&gt;&#x27;"></p>',
    );
    expect(css).toBe(
      '[data-first-style="0"]{font-family:"Inter", sans-serif !important;--label:\'\\3c /style>\' !important}',
    );
    expect(css).not.toContain('</style');
  });

  it('leaves markup without inline styles as it is', () => {
    expect(liftInlineStyles('<h1 class="text-4xl">Storage</h1>')).toEqual({
      html: '<h1 class="text-4xl">Storage</h1>',
      css: '',
      styles: [],
    });
  });
});
