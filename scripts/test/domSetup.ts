import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadSchoolCombobox, loadSelectControl } from '../../packages/form-react/src/index.ts';

// Selects and school searches load their behaviour (downshift) on first use; tests click and type at once, so it
// is loaded before they start (packages/form-react/src/__tests__/lazyControls.test.tsx tests the loading itself).
beforeAll(async () => {
  await Promise.all([loadSelectControl(), loadSchoolCombobox()]);
});

afterEach(() => {
  cleanup();
});
