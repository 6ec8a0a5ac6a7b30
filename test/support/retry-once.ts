import { jest } from '@jest/globals';

// Browser journeys drive a real Chromium against a real server on a 2-core machine; a journey
// that fails is run once more, and the first failure is still printed, so a load hiccup does not
// fail CI while a real regression (which fails both times) still does.
jest.retryTimes(1, { logErrorsBeforeRetry: true });
