import { type Locale, SOURCE_LOCALE } from '@reelatlas/contracts';
import type { z } from 'zod';
import { serverText } from './server-catalogs.ts';
import { findMessage } from './translate-message.ts';

type Issue = z.core.$ZodIssue;

/**
 * One validation problem in `locale`. The shared schemas' own texts (contracts' messages) are
 * translated from the catalog; zod's generic ones ("Too big: …") are said again from the
 * issue's kind and limits. English keeps every text exactly as the schema wrote it.
 */
export function issueMessage(locale: Locale, issue: Issue): string {
  if (locale === SOURCE_LOCALE) return issue.message;
  const found = findMessage(issue.message);
  if (found) return serverText(locale, found.id, found.values);
  switch (issue.code) {
    case 'too_small': {
      const minimum = String(issue.minimum);
      if (issue.origin === 'string') return serverText(locale, 'validation.tooShort', { minimum });
      if (issue.origin === 'array' || issue.origin === 'set')
        return serverText(locale, 'validation.tooFew', { minimum });
      return serverText(locale, 'validation.tooSmall', { minimum });
    }
    case 'too_big': {
      const maximum = String(issue.maximum);
      if (issue.origin === 'string') return serverText(locale, 'validation.tooLong', { maximum });
      if (issue.origin === 'array' || issue.origin === 'set')
        return serverText(locale, 'validation.tooMany', { maximum });
      return serverText(locale, 'validation.tooBig', { maximum });
    }
    case 'invalid_type':
      return serverText(locale, 'validation.wrongType', { expected: issue.expected });
    case 'invalid_format':
      return serverText(locale, 'validation.invalidFormat');
    case 'unrecognized_keys':
      return serverText(locale, 'validation.unknownKeys');
    default:
      return serverText(locale, 'validation.invalidValue');
  }
}
