import { useState } from 'react';
import { ContentBlockParagraphs } from '../layout/ContentBlockView.tsx';
import { useSnapshot } from '../session/SessionContext.tsx';
import { useTenant } from '../tenant/TenantContext.tsx';
import { bannerState } from './bannerState.ts';
import styles from './LandingBanner.module.css';

const textId = 'landing-banner-text';

/**
 * The landing banner for the applicant's state, with the tenant's texts. On a phone its paragraphs fold behind a
 * "Read more" button (the stylesheet folds them and shows the button only there), so the first question is on the
 * first screen; wider screens always show the whole text.
 */
export function LandingBanner() {
  const { banners } = useTenant().bundle.config;
  const state = useSnapshot(bannerState);
  const [expanded, setExpanded] = useState(false);
  if (!state) return null;
  const block = banners[state];
  return (
    <section
      className={styles.banner}
      aria-labelledby="landing-banner-title"
      data-banner={state}
      data-expanded={expanded ? 'true' : 'false'}
    >
      <h2 id="landing-banner-title">{block.title ?? 'Welcome'}</h2>
      {block.paragraphs.length > 0 && (
        <>
          <div id={textId} className={styles.text}>
            <ContentBlockParagraphs block={block} />
          </div>
          <button
            type="button"
            className={styles.more}
            aria-expanded={expanded}
            aria-controls={textId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? 'Show less' : 'Read more'}
          </button>
        </>
      )}
    </section>
  );
}
