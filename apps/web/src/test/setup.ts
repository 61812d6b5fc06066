import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import './dialog-polyfill';

// findBy…/waitFor give up after 1 s by default; on a loaded CI machine (two cores, the API tier and
// builds beside it) a dialog's first render has taken longer. Waiting longer costs a passing test nothing.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
