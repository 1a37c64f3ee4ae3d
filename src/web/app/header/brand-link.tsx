import { Link } from 'react-router';
import { getPublicConfig } from '../../lib/public-config.ts';

export function BrandLink() {
  const { brandName } = getPublicConfig();
  return (
    <Link
      to="/"
      className="inline-flex min-h-11 shrink-0 items-center rounded-md text-lg font-semibold tracking-tight"
    >
      {brandName}
    </Link>
  );
}
