import { useCallback } from 'react';
import { useCreateBillingPortalSessionMutation } from '@/shared/api/signed-in';
import { useToast } from '@/shared/ui';

/** Opens the provider's billing portal (the sandbox's in test mode) for a school's subscription. */
export function useBillingPortal(redirect: (url: string) => void = (url) => window.location.assign(url)) {
  const { toast } = useToast();
  const [createSession, state] = useCreateBillingPortalSessionMutation();
  const open = useCallback(
    async (schoolId: number) => {
      try {
        const { url } = await createSession({ schoolBillingRequest: { schoolId } }).unwrap();
        redirect(url);
      } catch {
        toast({
          title: 'Error',
          description: 'Billing could not be opened. Please try again.',
          variant: 'destructive',
        });
      }
    },
    [createSession, redirect, toast],
  );
  return { open, isOpening: state.isLoading };
}
