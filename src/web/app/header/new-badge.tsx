/** The small NEW mark beside a new entry in the navigation. */
export function NewBadge() {
  return (
    <span className="rounded-sm bg-ink px-1.5 py-0.5 text-[0.625rem] leading-none font-semibold tracking-wide text-paper">
      NEW
    </span>
  );
}
