import { INCH_CONFIG_SHORTCUT } from '../../lib/product-match.ts';
import { useProductShortcut } from '../../lib/use-product-shortcut.ts';
import { pendingProps } from '../../ui/button.tsx';
import { LoadingOverlay } from '../../ui/loading-overlay.tsx';

/**
 * The header's Inch Config entry (docs/rules/storefront.md): opens the Minimalist TV Console's product page,
 * or the TV stand category when it cannot be found.
 */
export function InchConfigButton({
  className,
  onNavigated,
}: {
  className?: string;
  onNavigated?: () => void;
}) {
  const { open, pending } = useProductShortcut(INCH_CONFIG_SHORTCUT);
  return (
    <>
      <button
        type="button"
        className={className}
        {...pendingProps(pending, () => {
          void open().then(() => onNavigated?.());
        })}
      >
        Inch Config
      </button>
      <LoadingOverlay waiting={pending} />
    </>
  );
}
