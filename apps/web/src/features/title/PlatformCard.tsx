import { ExternalLink } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { flagUrl } from '../../lib/flag-url.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import {
  entryFacts,
  formatPrice,
  languageList,
  leavingText,
  qualityLabel,
  safeLink,
} from '../../lib/offer-facts-text.ts';
import { formatOffer, type PlatformGroup, type StreamEntry } from '../../lib/stream-entries.ts';

/** React has no type for the Element Timing attribute; it passes it to the DOM as written. */
const ELEMENT_TIMING = { elementtiming: 'platform-row' } as Record<string, string>;

/**
 * Content height of a card on a phone (one column): its heading, then one row per country (a row
 * with facts takes a second line).
 */
function cardHeightRem(rows: number, withFacts: boolean): number {
  return 2.25 + rows * (withFacts ? 3.6 : 2.3);
}

/**
 * One platform and every country where it carries the title: flag, country name, offers, link.
 * Memoised: a popular title's cards hold hundreds of rows, and the page re-renders them for
 * nothing when an unrelated answer arrives (the regions list, the session).
 */
export const PlatformCard = memo(function PlatformCard({
  group,
  headingLevel,
  rowLimit,
}: {
  group: PlatformGroup;
  headingLevel: 'h3' | 'h4';
  /** Only the first rows, for the page's first paint (the rest follow a moment later). */
  rowLimit?: number;
}) {
  const t = useT();
  const Heading = headingLevel;
  const count = group.entries.length;
  const entries = rowLimit === undefined ? group.entries : group.entries.slice(0, rowLimit);
  const first = group.entries[0];
  const height = cardHeightRem(count, first !== undefined && hasFacts(first));
  // One clock per card render: every row compares its leaving date with the same day.
  const now = new Date();
  return (
    <section
      className="rounded-lg border border-border bg-surface p-3 [content-visibility:auto] sm:p-4"
      // A card off screen is not laid out or painted until it nears the viewport (a popular title
      // lists hundreds of countries); meanwhile it keeps the height of its rows, one per country.
      style={{
        containIntrinsicSize: `auto ${height}rem`,
        // Rows still to come keep their room, so nothing below jumps when they arrive.
        minHeight: entries.length < count ? `${height}rem` : undefined,
      }}
      data-testid="platform-card"
      aria-busy={entries.length < count || undefined}
    >
      <Heading className="mb-3 flex items-baseline justify-between gap-2 font-semibold">
        <span className="flex items-center gap-2">
          {group.name}
          {group.mine ? (
            <span
              className="rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-on-accent"
              data-testid="your-service"
            >
              {t('title.yourService')}
            </span>
          ) : null}
        </span>
        <span className="text-sm font-normal text-muted">{t('title.countryCount', { count })}</span>
      </Heading>
      <ul className="grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-1">
        {entries.map((entry, index) => {
          const facts = entryFacts(entry);
          const link = safeLink(entry.offers.find((offer) => offer.link)?.link);
          return (
            <li
              key={entry.country}
              data-testid="stream-entry"
              className="flex scroll-my-4 flex-col border-b border-border/60 py-1.5 text-sm last:border-b-0"
            >
              {/* Name, offers and link share the first line: the name and the offers wrap (a long
                  name takes a second line, never an ellipsis, in any language), and the link always
                  keeps its room, so it never leaves the card. */}
              <div className="flex items-center gap-3">
                <span className="flex min-w-[5.5rem] flex-1 items-center gap-2">
                  <Flag code={entry.country} emoji={entry.flag} />
                  <span
                    className="min-w-0 [overflow-wrap:anywhere]"
                    data-testid="country-name"
                    // Element Timing: when a card's first row was painted (bench/ux.ts reads it).
                    {...(index === 0 ? ELEMENT_TIMING : undefined)}
                  >
                    {entry.countryName}
                  </span>
                </span>
                <span className="min-w-0 text-end text-muted [overflow-wrap:anywhere]">
                  {entry.offers.map((offer) => formatOffer(offer, t, formatPrice)).join(', ')}
                </span>
                {/* The service's own page for the title when the source gives one, else the
                    source's page. "Open in {service}" is "Open" on a phone, so the link keeps its
                    room on this line; its accessible name always says where it goes. */}
                {facts.deepLink ? (
                  <a
                    href={facts.deepLink}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('title.openInLabel', { service: group.name, country: entry.countryName })}
                    className={LINK_CLASS}
                    data-testid="offer-link"
                  >
                    <span aria-hidden="true" className="sm:hidden">
                      {t('title.open')}
                    </span>
                    <span className="max-sm:hidden">{t('title.openIn', { service: group.name })}</span>
                    <ExternalLink aria-hidden="true" className="size-3.5" />
                  </a>
                ) : link ? (
                  <a
                    href={link}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('title.openServiceInLabel', {
                      service: group.name,
                      country: entry.countryName,
                    })}
                    className={LINK_CLASS}
                    data-testid="offer-link"
                  >
                    {t('title.open')}
                    <ExternalLink aria-hidden="true" className="size-3.5" />
                  </a>
                ) : null}
              </div>
              {hasFacts(entry) ? <OfferFactsLine entry={entry} now={now} /> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
});

const LINK_CLASS = 'inline-flex shrink-0 items-center gap-1 text-link underline-offset-2 hover:underline';

/** Whether a row has a second line: a language, the quality or a leaving date. */
function hasFacts(entry: StreamEntry): boolean {
  const facts = entryFacts(entry);
  return (
    facts.audio.length > 0 ||
    facts.subtitles.length > 0 ||
    facts.quality !== null ||
    facts.deepLink !== null ||
    facts.expiresOn !== undefined
  );
}

/** The row's second line: languages, quality and "Leaving 12 Dec"; it wraps within the card. */
function OfferFactsLine({ entry, now }: { entry: StreamEntry; now: Date }) {
  const t = useT();
  const facts = entryFacts(entry);
  const leaving = leavingText(facts.expiresOn, now, t);
  const parts: ReactNode[] = [];
  if (facts.audio.length > 0)
    parts.push(<span key="audio">{t('title.audio', { languages: languageList(facts.audio, t) })}</span>);
  if (facts.subtitles.length > 0) {
    const languages = languageList(facts.subtitles, t, facts.closedCaptions);
    parts.push(<span key="subtitles">{t('title.subtitles', { languages })}</span>);
  }
  if (facts.quality) {
    parts.push(
      <span key="quality" className="rounded border border-border px-1 font-medium text-fg">
        {qualityLabel(facts.quality)}
      </span>,
    );
  }
  if (leaving) {
    parts.push(
      <span key="leaving" className="font-semibold text-fg" data-testid="offer-leaving">
        {leaving}
      </span>,
    );
  }
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 ps-[1.8125rem] text-xs leading-4 text-muted"
      data-testid="offer-facts"
    >
      {/* Spaces between the parts: a flex row does not draw them, but a screen reader and
          copied text need them ("Audio: English Subtitles: French", not "EnglishSubtitles"). */}
      {parts.flatMap((part, index) => (index === 0 ? [part] : [' ', part]))}
    </div>
  );
}

/** A country's flag image (decorative: the name follows), the emoji where no image exists. */
function Flag({ code, emoji }: { code: string; emoji: string }) {
  const src = flagUrl(code);
  if (!src)
    return (
      <span aria-hidden="true" className="text-lg leading-none">
        {emoji}
      </span>
    );
  return (
    <img
      src={src}
      alt=""
      width={21}
      height={14}
      loading="lazy"
      decoding="async"
      className="h-3.5 w-[1.3125rem] shrink-0 rounded-[2px] shadow-[0_0_0_1px_rgb(0_0_0/0.15)]"
    />
  );
}
