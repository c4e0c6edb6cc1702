import { messages as englishPages } from 'virtual:locale/en/pages';
import { configure } from '@testing-library/react';
import { loadEnglishPagesNow } from '../src/lib/i18n/catalogs.ts';

// findBy*/waitFor return as soon as their condition holds; the longer ceiling only matters on a
// loaded CI machine, where a first lazy import can take more than the default second.
configure({ asyncUtilTimeout: 5_000 });

// Every English text at once: in the browser the page texts arrive with a page's code.
loadEnglishPagesNow(englishPages);
