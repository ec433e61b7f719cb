import styled from '@emotion/styled';
import { ContentBlockParagraphs } from '../layout/ContentBlockView.tsx';
import { useSnapshot } from '../session/SessionContext.tsx';
import { useTenant } from '../tenant/TenantContext.tsx';
import { appTheme } from '../theme/appTheme.ts';
import { bannerState } from './bannerState.ts';

const Banner = styled.section`
  margin: 1.5rem 0;
  padding: 1rem 1.25rem;
  border: 1px solid ${appTheme.color.info};
  border-left-width: 0.5rem;
  border-radius: 0.25rem;
  background: ${appTheme.color.infoSurface};
  color: ${appTheme.color.text};
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.25rem;
  }
  p {
    margin: 0.5rem 0 0;
  }
  @media print {
    display: none;
  }
`;

/** The landing banner for the applicant's state, with the tenant's texts. */
export function LandingBanner() {
  const { banners } = useTenant().bundle.config;
  const state = useSnapshot(bannerState);
  if (!state) return null;
  const block = banners[state];
  return (
    <Banner aria-labelledby="landing-banner-title" data-banner={state}>
      <h2 id="landing-banner-title">{block.title ?? 'Welcome'}</h2>
      <ContentBlockParagraphs block={block} />
    </Banner>
  );
}
