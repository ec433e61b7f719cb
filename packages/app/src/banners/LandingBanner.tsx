import { ContentBlockParagraphs } from '../layout/ContentBlockView.tsx';
import { useSnapshot } from '../session/SessionContext.tsx';
import { useTenant } from '../tenant/TenantContext.tsx';
import { bannerState } from './bannerState.ts';
import styles from './LandingBanner.module.css';

/** The landing banner for the applicant's state, with the tenant's texts. */
export function LandingBanner() {
  const { banners } = useTenant().bundle.config;
  const state = useSnapshot(bannerState);
  if (!state) return null;
  const block = banners[state];
  return (
    <section className={styles.banner} aria-labelledby="landing-banner-title" data-banner={state}>
      <h2 id="landing-banner-title">{block.title ?? 'Welcome'}</h2>
      <ContentBlockParagraphs block={block} />
    </section>
  );
}
