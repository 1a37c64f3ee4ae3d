import { render, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OUTSIDE_PROVIDER, SessionContext, useSession } from './session.ts';

describe('useSession', () => {
  it('fails outside its provider instead of treating the visitor as signed out', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useSession())).toThrow(OUTSIDE_PROVIDER);
    expect(OUTSIDE_PROVIDER).toBe('useAuth must be used within AuthProvider');
    error.mockRestore();
  });

  it('answers the provider’s session inside it', () => {
    function Who() {
      const session = useSession();
      return <p>{session.status}</p>;
    }
    const { getByText } = render(
      <SessionContext.Provider value={{ status: 'signed-out' }}>
        <Who />
      </SessionContext.Provider>,
    );
    expect(getByText('signed-out')).toBeInTheDocument();
  });
});
