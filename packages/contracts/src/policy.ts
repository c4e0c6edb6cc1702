/** Constants of docs/product-rules.md#constants that the terms and the privacy policy state. */
export const MINIMUM_AGE = 13;
/** Copies left after an account is deleted (backups, mail logs) are gone within this many days. */
export const DATA_ERASURE_DAYS = 30;
/** The operator's country, whose law governs the terms and the policy. */
export const OPERATOR_COUNTRY = 'Sweden';
