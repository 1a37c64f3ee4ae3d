import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client.ts';
import { Spinner } from '../../ui/spinner.tsx';

/**
 * What an order page shows before its data: a spinner while it loads, then the API's own message
 * (a wrong link, a missing order) or `failed` when it could not be loaded.
 */
export function OrderQueryState({
  query,
  loading,
  failed,
}: {
  query: UseQueryResult<unknown>;
  loading: string;
  failed: string;
}) {
  return (
    <>
      {query.isPending && <Spinner label={loading} />}
      {query.isError && (
        <p role="alert">{query.error instanceof ApiError ? query.error.message : failed}</p>
      )}
    </>
  );
}
