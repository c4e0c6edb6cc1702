import type { Locale } from '@reelatlas/contracts';
import { AppError } from '../common/app-error.ts';
import type { TitleRef } from '../ports/catalog.ts';
import { nameLanguage, type TitleInLanguage, type TitleLanguageReader } from './title-language.ts';

/**
 * A title's name and overview in the visitor's language, with its original and English names
 * (the title page's heading). A title the catalog lacks, or an adult one, is not found.
 */
export async function getTitleInLanguage(
  reader: TitleLanguageReader,
  ref: TitleRef,
  locale: Locale,
): Promise<TitleInLanguage> {
  const named = await reader.titleIn(ref, nameLanguage(locale));
  if (!named) throw new AppError('not_found', 'No title with this id.');
  return named;
}
