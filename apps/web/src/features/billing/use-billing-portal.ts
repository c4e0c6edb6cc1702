import { billingMessages } from '@reelatlas/contracts';
import { useMutation } from '@tanstack/react-query';
import { notify } from '../../lib/notify.ts';
import { billingApi } from './billing-api.ts';
import { goTo } from './go-to.ts';
import { markPortalVisit } from './portal-marker.ts';

/** Opens the billing portal (manage, cancel, resume); the product text when that fails. */
export function useBillingPortal() {
  const mutation = useMutation({
    mutationFn: async () => {
      const { url } = await billingApi.openPortal();
      markPortalVisit();
      goTo(url);
    },
    onError: () => notify.error(billingMessages.portalFailed),
  });
  return {
    open: () => mutation.mutate(),
    busy: mutation.isPending || mutation.isSuccess,
    failed: mutation.isError,
  };
}
