import { type Locale, updateMeEndpoint } from '@reelatlas/contracts';
import { callApi } from '../api-client.ts';

/**
 * The signed-in account's language (`PATCH /api/me`, checked by contracts' accountLanguageSchema).
 * Its own module, imported when the header's menu is used: the account schemas it needs are not
 * part of the first load of `/` (docs/performance.md).
 */
export async function saveAccountLanguage(language: Locale): Promise<void> {
  await callApi(updateMeEndpoint, { body: { language } });
}
