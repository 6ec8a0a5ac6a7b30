import { afterAll } from '@jest/globals';
import { closeSuiteResources } from './suite-resources.js';

// Registered for every int and e2e suite (jest.config.js): whatever the suite left open, even
// after a hook timed out, is closed so that jest can exit.
afterAll(closeSuiteResources);
