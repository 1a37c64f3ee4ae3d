import { Button } from './button.tsx';

export const DRAFT_RESTORED = 'We brought back the design you were working on.';

/**
 * Says that the design the customer left on this page came back (docs/rules/browser-storage.md
 * `design-draft:{path}`), with a way to start over that Undo takes back.
 */
export function DraftRestored({ onStartOver }: { onStartOver: () => void }) {
  return (
    <div
      role="status"
      className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md border border-line bg-paper-deep px-4 py-2 text-sm"
    >
      <p>{DRAFT_RESTORED}</p>
      <Button variant="secondary" size="small" onClick={onStartOver}>
        Start over
      </Button>
    </div>
  );
}
