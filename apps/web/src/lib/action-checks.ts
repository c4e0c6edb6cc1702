/**
 * The endpoints of the calls the visitor's own actions make from the first page: suggestions as
 * they type, the search, checkout and the billing portal. Their schemas use zod's full API, so
 * this chunk (and zod's full build) is fetched at the visitor's first sign of intent, beside the
 * title page's code (routes/title-route.ts), or by the first such call.
 */
export {
  autocompleteEndpoint,
  billingPortalEndpoint,
  checkoutEndpoint,
  searchEndpoint,
} from '@reelatlas/contracts';
