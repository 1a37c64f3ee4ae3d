import { useEffect, useState, type ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { LoadingOverlay } from '../ui/loading-overlay.tsx';

/** Shows its children only after a short wait, so quick changes do not flash an overlay. */
function AfterDelay({ ms, children }: { ms: number; children: ReactNode }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return visible ? children : null;
}

/** The full-screen overlay during route changes that wait for data (docs/rules/storefront.md). */
export function NavigationOverlay() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <AfterDelay ms={300}>
      <LoadingOverlay />
    </AfterDelay>
  );
}
