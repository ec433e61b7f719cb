import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadSchoolCombobox, loadSelectControl } from '../../packages/form-react/src/index.ts';
import { loadFocusTrap } from '../../packages/form-react/src/modal/loadFocusTrap.ts';

// Selects and school searches load their behaviour (downshift) on first use, dialogs their focus trap when the
// first one opens; tests click and type at once, so these are loaded before they start
// (packages/form-react/src/__tests__/lazyControls.test.tsx and modalLoading.test.tsx test the loading itself).
beforeAll(async () => {
  await Promise.all([loadSelectControl(), loadSchoolCombobox(), loadFocusTrap()]);
});

afterEach(() => {
  cleanup();
});
