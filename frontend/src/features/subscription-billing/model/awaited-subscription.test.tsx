import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { usePortalSubscription } from './awaited-subscription';

const query = jest.fn();
jest.mock('@/shared/api/signed-in', () => ({
  useGetPortalSubscriptionQuery: (arg: unknown, options: unknown) => query(arg, options),
}));

const answer = (status: string | null) => ({
  isLoading: false,
  isError: false,
  data: { subscription: status ? { status, cancelAtPeriodEnd: false, currentPeriodEnd: null } : null },
});

function withState(state: unknown) {
  return ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[{ pathname: '/portal', state }]}>{children}</MemoryRouter>
  );
}

describe('usePortalSubscription', () => {
  beforeEach(() => query.mockReset());

  it('after a payment for this school, asks again every 2 s until the subscription runs, and says it is activating', () => {
    query.mockReturnValue(answer(null));
    const { result, rerender } = renderHook(() => usePortalSubscription(3), {
      wrapper: withState({ paidSchoolId: 3 }),
    });
    expect(result.current.activating).toBe(true);
    expect(query).toHaveBeenLastCalledWith({ schoolId: 3 }, { refetchOnMountOrArgChange: true, pollingInterval: 2000 });

    query.mockReturnValue(answer('active'));
    rerender();
    expect(result.current.activating).toBe(false);
    expect(query).toHaveBeenLastCalledWith({ schoolId: 3 }, { refetchOnMountOrArgChange: true, pollingInterval: 0 });
  });

  it('does not wait for another school, nor without a payment', () => {
    query.mockReturnValue(answer(null));
    const other = renderHook(() => usePortalSubscription(4), { wrapper: withState({ paidSchoolId: 3 }) });
    expect(other.result.current.activating).toBe(false);
    const plain = renderHook(() => usePortalSubscription(3), { wrapper: withState(null) });
    expect(plain.result.current.activating).toBe(false);
    expect(query).toHaveBeenLastCalledWith({ schoolId: 3 }, { refetchOnMountOrArgChange: false, pollingInterval: 0 });
  });
});
