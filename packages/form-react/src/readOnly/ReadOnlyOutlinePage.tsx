import { notAnswered } from '@admissions/form-core';
import type { OutlineAnswer, OutlineEntry, OutlinePage } from '@admissions/form-core';
import type { ReactNode } from 'react';
import { SafeMarkup } from '../content/SafeMarkup.tsx';
import styles from './ReadOnlyOutlinePage.module.css';

export interface ReadOnlyOutlinePageProps {
  /** One page of form-core's `buildApplicationOutline`. */
  page: OutlinePage;
  showTitle?: boolean;
}

/**
 * Draws one page of an application's outline as print-style text: no
 * inputs, no buttons. Each question as label and answer ("Not answered"
 * when empty), headings, group titles and add-another instances as the
 * outline lists them; what is shown was decided by form-core.
 */
export function ReadOnlyOutlinePage({ page, showTitle = true }: ReadOnlyOutlinePageProps) {
  return (
    <article className={styles.readOnly} data-page={page.id} data-mode="readOnly">
      {showTitle && <h1>{page.title}</h1>}
      {page.sections.map((section) => (
        <section key={section.path} aria-label={section.title ?? undefined}>
          {section.title && <h2>{section.title}</h2>}
          {renderEntries(section.entries)}
        </section>
      ))}
    </article>
  );
}

function answerRow(entry: OutlineAnswer): ReactNode {
  return (
    <div key={entry.path} className={styles.answerRow} {...(entry.tabGroup ? {} : { 'data-question': entry.key })}>
      <dt>{entry.label}</dt>
      <dd>
        {entry.lines.length === 0 ? (
          <span className={styles.notAnswered}>{notAnswered}</span>
        ) : (
          entry.lines.map((line, i) => (
            <span key={i} className={styles.answerLine}>
              {line}
            </span>
          ))
        )}
      </dd>
    </div>
  );
}

/** Consecutive answers share one definition list; headings and groups sit between lists. */
function renderEntries(entries: readonly OutlineEntry[]): ReactNode[] {
  const blocks: ReactNode[] = [];
  let rows: ReactNode[] = [];
  const flush = () => {
    if (rows.length > 0) blocks.push(<dl key={`dl-${blocks.length}`}>{rows}</dl>);
    rows = [];
  };
  for (const entry of entries) {
    if (entry.kind === 'answer') {
      rows.push(answerRow(entry));
      continue;
    }
    flush();
    if (entry.kind === 'heading') {
      blocks.push(
        <h3 key={entry.path}>
          <SafeMarkup text={entry.text} inline />
        </h3>,
      );
    } else {
      blocks.push(
        <div key={entry.path} className={entry.instance === undefined ? undefined : styles.instance}>
          {entry.title && <h3>{entry.title}</h3>}
          {renderEntries(entry.entries)}
        </div>,
      );
    }
  }
  flush();
  return blocks;
}
