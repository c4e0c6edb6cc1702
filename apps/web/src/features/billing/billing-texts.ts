import { billingMessages, PRO_PRICE } from '@reelatlas/contracts';
import { knownTexts } from '../account/index.ts';

/**
 * The billing messages of @reelatlas/contracts, by their English text: the web's own ones and
 * those the server answers with, shown in the page's language.
 */
export const billingText = knownTexts({
  [billingMessages.verifyToUpgrade]: 'billing.msg.verifyToUpgrade',
  [billingMessages.checkoutFailed]: 'billing.msg.checkoutFailed',
  [billingMessages.noCheckoutUrl]: 'billing.msg.noCheckoutUrl',
  [billingMessages.portalFailed]: 'billing.msg.portalFailed',
  [billingMessages.notYourAccount]: 'billing.msg.notYourAccount',
  [billingMessages.alreadyPro]: 'billing.msg.alreadyPro',
  [billingMessages.unknownPrice]: 'billing.msg.unknownPrice',
  [billingMessages.noSubscription]: 'billing.msg.noSubscription',
  [billingMessages.paymentsUnavailable]: 'billing.msg.paymentsUnavailable',
  [billingMessages.trialAlreadyTaken]: {
    id: 'billing.msg.trialAlreadyTaken',
    values: { price: PRO_PRICE.amount },
  },
});
