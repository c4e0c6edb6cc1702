import { Link } from 'react-router';
import { i18n } from '../../lib/i18n/catalogs.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { ContentPage, ContentSection } from './ContentPage.tsx';
import { faqAnswerValues, faqStructuredData, faqSections as sections } from './faq-texts.ts';
import { JsonLd } from './JsonLd.tsx';
import { richText } from './rich-text.tsx';

/**
 * /faq: every question visible (no accordions to hunt through), in the visitor's language, with
 * the same questions and answers as FAQPage structured data for search engines, in the same language.
 */
export function FaqPage() {
  const t = useT();
  const values = faqAnswerValues(i18n.locale);
  const contents = sections.map((section) => ({ id: section.id, title: t(section.texts?.title ?? '') }));
  return (
    <ContentPage
      path="/faq"
      contents={contents}
      intro={<p>{richText(t('faq.intro'), [<Link key="contact" to="/contact" />])}</p>}
    >
      <JsonLd data={faqStructuredData(t, i18n.locale)} />
      {sections.map((section, at) => (
        <ContentSection key={section.id} id={section.id} title={contents[at]?.title ?? ''}>
          {section.entries.map(({ ids, link }) =>
            ids ? (
              <div key={ids[0]} className="mt-5" data-testid="faq-entry">
                <h3 className="text-lg font-semibold">{t(ids[0], values)}</h3>
                <p className="mt-1!" data-testid="faq-answer">
                  {t(ids[1], values)}
                </p>
                {link && ids[2] ? (
                  <p className="mt-1! text-sm">
                    <Link to={link.to}>{t(ids[2])}</Link>
                  </p>
                ) : null}
              </div>
            ) : null,
          )}
        </ContentSection>
      ))}
    </ContentPage>
  );
}
