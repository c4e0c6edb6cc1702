import { type Locale, SOURCE_LOCALE } from '@reelatlas/contracts';
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

/**
 * The same for an answer that brings it along (a title's facts, a search answer), so the title
 * page shows the visitor's name at once instead of swapping it in: none in English (the title is
 * English already) or for a title the catalog lacks.
 */
export async function titleInLanguageFor(
  reader: TitleLanguageReader,
  ref: TitleRef,
  locale: Locale,
): Promise<TitleInLanguage | undefined> {
  if (locale === SOURCE_LOCALE) return undefined;
  return (await reader.titleIn(ref, nameLanguage(locale))) ?? undefined;
}
