import { billingMessages, type Me } from '@reelatlas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-error.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { notify } from '../../lib/notify.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import type { Translate } from '../account/index.ts';
import { configQueryOptions } from '../config/index.ts';
import { billingApi } from './billing-api.ts';
import { billingText } from './billing-texts.ts';
import { goTo } from './go-to.ts';

/**
 * The checkout failure text of docs/product-rules.md#messages: the server's text, else the
 * generic one; in the page's language where the web knows the text.
 */
export function checkoutErrorText(error: unknown, t: Translate): string {
  if (error instanceof ApiError && error.code !== 'network_error' && error.code !== 'invalid_response')
    return billingText(error.message, t);
  return billingText(billingMessages.checkoutFailed, t);
}

/** Starts a Pro checkout for `me` and sends the browser to the provider's page. */
export function useCheckout(me: Me | null | undefined) {
  const queryClient = useQueryClient();
  const t = useT();
  const mutation = useMutation({
    mutationFn: async () => {
      if (!me) throw new Error('signed out');
      // The price comes with the deployment's config (usually loaded already).
      const config = await queryClient.fetchQuery(configQueryOptions);
      const { url } = await billingApi.startCheckout({
        priceId: config.billing.priceId,
        uid: me.id,
        isUpgrade: me.plan !== 'Free',
      });
      if (!url) throw new ApiError({ status: 200, code: 'internal', message: billingMessages.noCheckoutUrl });
      goTo(url);
    },
    onError: (error) => {
      notify.error(checkoutErrorText(error, t));
      // A refusal may have changed the account (a trial this address already had): show the
      // prices as they now are before the next press.
      if (error instanceof ApiError && error.code === 'conflict')
        void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    },
  });
  return {
    start: () => mutation.mutate(),
    // Stays busy after success too: the browser is on its way to the checkout page.
    busy: mutation.isPending || mutation.isSuccess,
    error: mutation.error ? checkoutErrorText(mutation.error, t) : null,
  };
}
