import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import {
  defaultWidgets,
  loadSchoolCombobox,
  loadSelectControl,
  preloadFormParts,
} from '../../packages/form-react/src/index.ts';
import { loadFocusTrap } from '../../packages/form-react/src/modal/loadFocusTrap.ts';
import { LazyReadOnlyPage } from '../../packages/form-react/src/readOnly/LazyReadOnlyPage.tsx';

// Selects and school searches load their behaviour (downshift) on first use, the school search and file upload
// widgets their code when first shown, dialogs their focus trap when the first one opens, the page renderer its
// read-only view when asked for it; tests click, type and read at once, so these are loaded before they start
// (lazyControls, lazyWidgets, modalLoading and readOnly tests in packages/form-react/src/__tests__ test the
// loading itself).
beforeAll(async () => {
  await Promise.all([
    preloadFormParts(defaultWidgets),
    loadSelectControl(),
    loadSchoolCombobox(),
    loadFocusTrap(),
    LazyReadOnlyPage.preload(),
  ]);
});

afterEach(() => {
  cleanup();
});
