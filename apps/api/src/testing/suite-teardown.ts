import { afterAll, jest } from '@jest/globals';
import { closeSuiteResources } from './suite-resources.js';

// Int and e2e tests and their hooks start whole apps, databases, servers and browsers; on a busy
// 2-core machine one start can take tens of seconds, several in one hook more. Their hang guard is
// two minutes (unit tests keep jest's top-level 30 s); a test that needs longer says so itself.
jest.setTimeout(120_000);

// Registered for every int and e2e suite (jest.config.js): whatever the suite left open, even
// after a hook timed out, is closed so that jest can exit.
afterAll(closeSuiteResources);
