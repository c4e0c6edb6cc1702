import { AUTOCOMPLETE_MIN_CHARS, type TitleSummary } from '@reelatlas/contracts';
import { Loader2, Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { buttonStyles } from '../../components/button-styles.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { SuggestionOption } from './SuggestionOption.tsx';
import { useAutocomplete } from './use-autocomplete.ts';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was picked (click or Enter on the active option). */
  onPick: (item: TitleSummary) => void;
  /** The form was submitted with free text. */
  onSubmit: (text: string) => void;
  searching: boolean;
  disabled?: boolean;
}

/**
 * The search field as an ARIA 1.2 combobox with a listbox popup: ArrowDown/ArrowUp move the
 * active option (announced through aria-activedescendant), Enter picks it or submits the text,
 * Escape closes the list.
 */
export function SearchBox({
  value,
  onChange,
  onPick,
  onSubmit,
  searching,
  disabled = false,
}: SearchBoxProps) {
  const t = useT();
  const listName = t('search.suggestions');
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const { enabled, items, loading, isError, errorText, retry } = useAutocomplete(value, {
    paused: searching,
  });

  const open = focused && !dismissed && enabled && !searching;
  const activeIndex = open && active < items.length ? active : -1;

  const pick = (item: TitleSummary) => {
    setDismissed(true);
    setActive(-1);
    onPick(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        setDismissed(false);
        if (items.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => {
          if (current < 0) return step > 0 ? 0 : items.length - 1;
          return (current + step + items.length) % items.length;
        });
        return;
      }
      case 'Enter': {
        const item = activeIndex >= 0 ? items[activeIndex] : undefined;
        if (item) {
          event.preventDefault();
          pick(item);
        }
        // Otherwise the form submits the typed text.
        return;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setDismissed(true);
          setActive(-1);
        }
        return;
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = value.trim();
    if (!text || searching || disabled) return;
    setDismissed(true);
    onSubmit(text);
  };

  const hint = value.trim().length > 0 && value.trim().length < AUTOCOMPLETE_MIN_CHARS;

  return (
    <search>
      <form onSubmit={submit} className="flex w-full flex-col gap-2">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('search.label')}
        </label>
        <div className="flex gap-2">
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 start-3 size-5 -translate-y-1/2 text-muted"
            />
            <input
              id={inputId}
              type="text"
              role="combobox"
              aria-expanded={open}
              aria-controls={listboxId}
              aria-autocomplete="list"
              aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
              aria-describedby={hint ? `${baseId}-hint` : undefined}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              placeholder={t('search.placeholder')}
              value={value}
              disabled={disabled}
              onChange={(event) => {
                onChange(event.target.value);
                setDismissed(false);
                setActive(-1);
              }}
              onKeyDown={onKeyDown}
              onFocus={() => setFocused(true)}
              onBlur={() => setFocused(false)}
              className="h-12 w-full rounded-lg border border-border bg-surface pe-3 ps-10 text-base text-fg placeholder:text-muted"
            />
            <div
              className={`absolute top-full inset-x-0 z-20 mt-1 overflow-hidden rounded-lg border border-border bg-surface shadow-xl ${open ? '' : 'hidden'}`}
            >
              {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA 1.2 combobox pattern's popup is a listbox. */}
              <ul id={listboxId} role="listbox" aria-label={listName} className="max-h-96 overflow-y-auto">
                {items.map((item, index) => (
                  <SuggestionOption
                    key={`${item.type}:${item.id}`}
                    id={optionId(index)}
                    item={item}
                    active={index === activeIndex}
                    onPick={() => pick(item)}
                    onHover={() => setActive(index)}
                  />
                ))}
              </ul>
              {open && loading && items.length === 0 ? (
                <p className="px-3 py-2 text-sm text-muted">{t('search.searching')}</p>
              ) : null}
              {open && !loading && !isError && items.length === 0 ? (
                <p className="px-3 py-2 text-sm text-muted">{t('search.noMatches')}</p>
              ) : null}
              {open && isError ? (
                <p className="flex items-center gap-2 px-3 py-2 text-sm text-danger">
                  {errorText ?? t('search.suggestionsUnavailable')}
                  <button
                    type="button"
                    className="text-link underline"
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={retry}
                  >
                    {t('common.retry')}
                  </button>
                </p>
              ) : null}
            </div>
          </div>
          <button
            type="submit"
            className={`${buttonStyles.primary} h-12 px-5`}
            disabled={searching || disabled}
          >
            {searching ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {searching ? t('search.searching') : t('search.submit')}
          </button>
        </div>
        <p className="sr-only" aria-live="polite">
          {open && !loading ? t('search.suggestionsAvailable', { count: items.length }) : ''}
        </p>
        {hint ? (
          <p id={`${baseId}-hint`} className="text-xs text-muted">
            {t('search.minChars', { count: AUTOCOMPLETE_MIN_CHARS })}
          </p>
        ) : null}
      </form>
    </search>
  );
}
