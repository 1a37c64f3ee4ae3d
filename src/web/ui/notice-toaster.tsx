import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';

/**
 * The second toaster (docs/rules/storefront.md): up to three at once, 4 s each, 356 px wide. The
 * width goes through sonner's `--width`, which it drops for full width on phones.
 */
const SONNER_STYLE = { '--width': '356px' } as CSSProperties;

export function NoticeToaster() {
  return (
    <Toaster
      visibleToasts={3}
      duration={4000}
      position="top-center"
      offset={{ top: 80 }}
      style={SONNER_STYLE}
    />
  );
}
