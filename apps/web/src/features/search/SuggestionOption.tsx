import type { TitleSummary } from '@reelatlas/contracts';
import { Poster } from '../../components/Poster.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

interface SuggestionOptionProps {
  id: string;
  item: TitleSummary;
  active: boolean;
  onPick: () => void;
  onHover: () => void;
}

/**
 * One autocomplete row: thumbnail (or generated card), title, year and kind. A title found by
 * another of its names shows that name first, then the title ("El viaje de Chihiro · Spirited
 * Away"), so the visitor sees why it is listed; `dir="auto"` lays a right-to-left name out alone.
 */
export function SuggestionOption({ id, item, active, onPick, onHover }: SuggestionOptionProps) {
  const t = useT();
  return (
    // Keyboard handling and focus stay on the combobox input (aria-activedescendant pattern), so the
    // option itself is neither focusable nor keyboard-driven.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above.
    // biome-ignore lint/a11y/useFocusableInteractive: see above.
    <li
      id={id}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a listbox's options.
      role="option"
      aria-selected={active}
      onClick={onPick}
      onMouseMove={onHover}
      // Keeps focus in the input so the list does not close before the click lands.
      onMouseDown={(event) => event.preventDefault()}
      className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${active ? 'bg-surface-2' : ''}`}
    >
      <span aria-hidden="true" className="block h-12 w-8 shrink-0 overflow-hidden rounded">
        <Poster title={item.title} thumbnail={item.thumbnail} compact className="h-12 w-8" />
      </span>
      <span className="flex min-w-0 flex-col">
        {item.matchedName ? (
          <span className="truncate font-medium">
            <span dir="auto">{item.matchedName}</span>
            <span className="font-normal text-muted"> · {item.title}</span>
          </span>
        ) : (
          <span className="truncate font-medium">{item.title}</span>
        )}
        <span className="text-xs text-muted">
          {[item.year, item.type === 'tv' ? t('kind.tv') : t('kind.movie')].filter(Boolean).join(' · ')}
        </span>
      </span>
    </li>
  );
}
