import { LOCALES, type Locale } from '@reelatlas/contracts';
import { Languages } from 'lucide-react';
import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../features/account/index.ts';
import { i18n } from '../lib/i18n/catalogs.ts';
import { openPage, pageInLocale, rememberLocale } from '../lib/i18n/locale.ts';
import { useT } from '../lib/i18n/use-t.ts';

/**
 * The language menu: a disclosure button and a list of links, each language named in itself
 * (with its `lang`, so a screen reader reads it in that language). A link opens the same page in
 * that language; the choice is remembered on the device. Signed in, it is also the account's
 * language (`PATCH /api/me`, the one the profile's Language section sets), so the account's
 * e-mails follow it (docs/architecture.md#languages). Escape closes the list and returns focus.
 */
export function LanguageMenu() {
  const t = useT();
  const { pathname, search, hash } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const current = i18n.locale as Locale;
  const { data: me } = useSession();
  const [saving, setSaving] = useState(false);

  const choose = (event: MouseEvent<HTMLAnchorElement>, locale: Locale) => {
    rememberLocale(locale);
    if (!me || me.language === locale) return;
    // The page leaves once the account has the language; a refusal or no answer still switches
    // the page (the device's choice), and the profile then shows the account's language as it is.
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    const href = event.currentTarget.href;
    import('../lib/i18n/save-account-language.ts')
      .then(({ saveAccountLanguage }) => saveAccountLanguage(locale))
      .catch(() => undefined)
      .finally(() => openPage(href));
  };

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', onEscape);
    };
  }, [open]);

  return (
    <div ref={box} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
        className="inline-flex items-center gap-1 rounded-lg p-2 text-sm text-fg hover:bg-surface-2"
        data-testid="language-menu"
      >
        <Languages aria-hidden="true" className="size-5" />
        <span className="sr-only">{t('language.menu')}: </span>
        <span className="uppercase" aria-hidden="true">
          {current}
        </span>
        <span className="sr-only" lang={current}>
          {LOCALES.find((l) => l.code === current)?.name}
        </span>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute end-0 z-30 mt-1 max-h-[70vh] w-56 overflow-y-auto rounded-lg border border-border bg-surface p-1 shadow-lg"
      >
        {LOCALES.map((l) => (
          <li key={l.code}>
            <a
              href={pageInLocale(l.code, pathname, search, hash)}
              lang={l.code}
              hrefLang={l.code}
              aria-current={l.code === current ? 'true' : undefined}
              onClick={(event) => choose(event, l.code)}
              aria-disabled={saving || undefined}
              className={`block rounded-md px-3 py-2 text-start text-sm hover:bg-surface-2 ${l.code === current ? 'font-semibold text-link' : 'text-fg'}`}
            >
              {l.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
