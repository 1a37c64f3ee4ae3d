import { useLeadWorkingDays } from './lead-time.ts';

/** The number of working days from an order to its furniture leaving the workshop, as text. */
export function LeadWorkingDays() {
  return <>{useLeadWorkingDays()}</>;
}
