// What other contexts may use of messaging: the module, the service, and the text outbox to
// enqueue into from a reactor's transaction.
export { MessagingModule } from './messaging.module.js';
export { MessagingService } from './messaging.service.js';
export type { MessagingProviderOverrides } from './messaging.service.js';
export { enqueueText, textSenderOf } from './sms-outbox.js';
export { createTwilioSms } from './sms-provider.js';
