/** Component tests: each test renders into a clean document (Testing Library cannot register this itself without vitest globals). */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
