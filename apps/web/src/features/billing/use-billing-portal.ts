import { billingMessages } from '@reelatlas/contracts';
import { useMutation } from '@tanstack/react-query';
import { useT } from '../../lib/i18n/use-t.ts';
import { notify } from '../../lib/notify.ts';
import { billingApi } from './billing-api.ts';
import { billingText } from './billing-texts.ts';
import { goTo } from './go-to.ts';
import { markPortalVisit } from './portal-marker.ts';

/** Opens the billing portal (manage, cancel, resume); the product text when that fails. */
export function useBillingPortal() {
  const t = useT();
  const mutation = useMutation({
    mutationFn: async () => {
      const { url } = await billingApi.openPortal();
      markPortalVisit();
      goTo(url);
    },
    onError: () => notify.error(billingText(billingMessages.portalFailed, t)),
  });
  return {
    open: () => mutation.mutate(),
    busy: mutation.isPending || mutation.isSuccess,
    failed: mutation.isError,
  };
}
