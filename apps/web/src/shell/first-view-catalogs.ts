import { messages as arShell } from 'virtual:locale/ar';
import { messages as arPages } from 'virtual:locale/ar/pages';
import { messages as deShell } from 'virtual:locale/de';
import { messages as dePages } from 'virtual:locale/de/pages';
import { messages as enShell } from 'virtual:locale/en';
import { messages as enPages } from 'virtual:locale/en/pages';
import { messages as esShell } from 'virtual:locale/es';
import { messages as esPages } from 'virtual:locale/es/pages';
import { messages as frShell } from 'virtual:locale/fr';
import { messages as frPages } from 'virtual:locale/fr/pages';
import { messages as itShell } from 'virtual:locale/it';
import { messages as itPages } from 'virtual:locale/it/pages';
import { messages as jaShell } from 'virtual:locale/ja';
import { messages as jaPages } from 'virtual:locale/ja/pages';
import { messages as koShell } from 'virtual:locale/ko';
import { messages as koPages } from 'virtual:locale/ko/pages';
import { messages as nlShell } from 'virtual:locale/nl';
import { messages as nlPages } from 'virtual:locale/nl/pages';
import { messages as plShell } from 'virtual:locale/pl';
import { messages as plPages } from 'virtual:locale/pl/pages';
import { messages as ptBRShell } from 'virtual:locale/pt-BR';
import { messages as ptBRPages } from 'virtual:locale/pt-BR/pages';
import { messages as svShell } from 'virtual:locale/sv';
import { messages as svPages } from 'virtual:locale/sv/pages';
import { messages as trShell } from 'virtual:locale/tr';
import { messages as trPages } from 'virtual:locale/tr/pages';
import type { Messages } from '@lingui/core';
import type { Locale } from '@reelatlas/contracts';

/**
 * Build time only: every language's texts at once, for the pre-rendered first views
 * (first-views.tsx). The browser never loads this module: it fetches one language's catalog.
 */
export const firstViewCatalogs: Record<Locale, { shell: Messages; pages: Messages }> = {
  en: { shell: enShell, pages: enPages },
  es: { shell: esShell, pages: esPages },
  de: { shell: deShell, pages: dePages },
  fr: { shell: frShell, pages: frPages },
  'pt-BR': { shell: ptBRShell, pages: ptBRPages },
  it: { shell: itShell, pages: itPages },
  nl: { shell: nlShell, pages: nlPages },
  pl: { shell: plShell, pages: plPages },
  sv: { shell: svShell, pages: svPages },
  tr: { shell: trShell, pages: trPages },
  ja: { shell: jaShell, pages: jaPages },
  ko: { shell: koShell, pages: koPages },
  ar: { shell: arShell, pages: arPages },
};
