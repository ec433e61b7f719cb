import { describe, expect, it } from 'vitest';
import { appConfig } from '../appConfig.ts';

// The spec's section 9 values, written out once more on purpose: a change to the config must be deliberate.
describe('appConfig holds the values of spec section 9', () => {
  it.each([
    ['inactivity timeout', appConfig.inactivity.timeoutMs, 900_000],
    ['warning before logout', appConfig.inactivity.warningBeforeMs, 60_000],
    ['idle timer default', appConfig.inactivity.idleTimerDefaultMs, 20 * 60_000],
    ['toast', appConfig.toast.durationMs, 5_000],
    ['error boundary toast', appConfig.toast.errorBoundaryDurationMs, 300_000],
    ['swipe threshold', appConfig.toast.swipeThresholdPx, 50],
    ['conversion poll', appConfig.documents.conversionPollMs, 2_000],
    ['PDF poll', appConfig.pdf.pollMs, 1_000],
    ['PDF slow poll', appConfig.pdf.slowPollMs, 600_000],
    ['web-status retries', appConfig.webStatus.postRetries, 2],
    ['lookup max results', appConfig.lookup.maxResults, 5],
    ['lookup debounce wait', appConfig.lookup.debounceWaitMs, 200],
    ['lookup debounce max wait', appConfig.lookup.debounceMaxWaitMs, 500],
    ['select type-ahead reset', appConfig.select.typeAheadResetMs, 1_000],
    ['select menu max', appConfig.select.menuMaxHeightPx, 300],
    ['select menu min', appConfig.select.menuMinHeightPx, 140],
    ['page size', appConfig.pageSize, 5],
    ['form grid ratio', appConfig.formGridRatio, 1.62],
    ['mobile breakpoint', appConfig.breakpoints.mobilePx, 675],
    ['tablet breakpoint', appConfig.breakpoints.tabletPx, 900],
    ['password minimum', appConfig.account.passwordMinLength, 12],
    ['confirmation code length', appConfig.account.confirmationCodeLength, 6],
    ['add-another max', appConfig.addAnother.max, 10],
    ['add-another default', appConfig.addAnother.defaultCount, 1],
    ['file max bytes', appConfig.files.maxBytes, 1024 * 1024],
    ['file name max', appConfig.files.nameMaxLength, 32],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('modal, loading and query settings', () => {
    expect(appConfig.toast.hotkey).toBe('F8');
    expect(appConfig.modalSizes).toEqual({
      desktop: { small: '30rem', medium: '60rem', large: '80vw' },
      tablet: { small: '30rem', medium: '70vw', large: '90vw' },
    });
    expect(appConfig.loadingSizes).toEqual({ small: '0.4rem', medium: '0.8rem', large: '2rem' });
    expect(appConfig.queries).toEqual({
      retry: false,
      gcTime: Infinity,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
    });
    expect(appConfig.files.extensions).toEqual(['png', 'jpeg', 'jpg', 'pdf', 'docx']);
  });
});
