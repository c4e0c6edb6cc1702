import { FAQ_SECTIONS, faqPageJsonLd } from '@reelatlas/contracts';
import { Link } from 'react-router';
import { ContentPage, ContentSection } from './ContentPage.tsx';
import { JsonLd } from './JsonLd.tsx';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const sections = FAQ_SECTIONS.map((section) => ({ ...section, id: slug(section.title) }));

/**
 * /faq: every question visible (no accordions to hunt through), with the same questions and
 * answers as FAQPage structured data for search engines.
 */
export function FaqPage() {
  return (
    <ContentPage
      path="/faq"
      contents={sections}
      intro={
        <p>
          Quick answers about searches and limits, watching with a VPN, Pro and its free trial, and your data.
          Can't find yours? <Link to="/contact">Ask us</Link>.
        </p>
      }
    >
      <JsonLd data={faqPageJsonLd()} />
      {sections.map((section) => (
        <ContentSection key={section.id} id={section.id} title={section.title}>
          {section.entries.map((entry) => (
            <div key={entry.question} className="mt-5" data-testid="faq-entry">
              <h3 className="text-lg font-semibold">{entry.question}</h3>
              <p className="mt-1!" data-testid="faq-answer">
                {entry.answer}
              </p>
              {entry.link ? (
                <p className="mt-1! text-sm">
                  <Link to={entry.link.to}>{entry.link.label}</Link>
                </p>
              ) : null}
            </div>
          ))}
        </ContentSection>
      ))}
    </ContentPage>
  );
}
