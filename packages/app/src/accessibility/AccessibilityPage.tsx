import { SafeMarkup } from '@admissions/form-react';
import { QueryProvider } from '../api/QueryProvider.tsx';
import { Main } from '../form/FormFrame.tsx';
import { Footer } from '../layout/Footer.tsx';
import { ContentBlockParagraphs } from '../layout/ContentBlockView.tsx';
import { Header } from '../layout/Header.tsx';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';
import { useTenant } from '../tenant/TenantContext.tsx';
import { accessibilityStatement as statement } from './accessibilityStatement.ts';
import styles from './AccessibilityPage.module.css';

/**
 * /accessibility: the dated accessibility statement, linked from every page's footer. Its contact is the tenant's
 * `texts.accessibilityContact` when it has one, else the statement's own words followed by the tenant's Help text
 * (its contacts, placeholders already filled in).
 */
export function AccessibilityPage() {
  const { config } = useTenant().bundle;
  useDocumentTitle(statement.title);
  const ownContact = config.texts?.accessibilityContact;
  return (
    <QueryProvider>
      <Header />
      <Main id="main" tabIndex={-1}>
        <article className={styles.statement} aria-labelledby="accessibility-title">
          <h1 id="accessibility-title" tabIndex={-1}>
            {statement.title}
          </h1>
          <p>
            <time dateTime={statement.reviewed}>{statement.reviewedLabel}</time>
          </p>
          <p>{statement.intro}</p>
          {statement.sections.map((section) => (
            <section key={section.heading} aria-labelledby={`accessibility-${headingId(section.heading)}`}>
              <h2 id={`accessibility-${headingId(section.heading)}`}>{section.heading}</h2>
              {section.paragraphs?.map((paragraph) => (
                <SafeMarkup key={paragraph} text={paragraph} />
              ))}
              {section.items ? (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
          <section aria-labelledby="accessibility-contact">
            <h2 id="accessibility-contact">{statement.contactHeading}</h2>
            {ownContact !== undefined ? (
              <SafeMarkup text={ownContact} />
            ) : (
              <>
                <p>{statement.defaultContact}</p>
                <ContentBlockParagraphs block={config.modals.help} />
              </>
            )}
            <p>{statement.enforcement}</p>
          </section>
        </article>
      </Main>
      <Footer />
    </QueryProvider>
  );
}

const headingId = (heading: string) => heading.toLowerCase().replace(/[^a-z]+/g, '-');
