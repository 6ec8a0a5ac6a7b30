// What other contexts may use of mail: the module, the service and the outbox to enqueue into.
export { MailModule } from './mail.module.js';
export { MailService } from './mail.service.js';
export type { MailProviderOverrides } from './mail.service.js';
export type { GivenUpMail } from './mail-sender.js';
export { escapeHtml } from './html.js';
export { enqueueMail } from './outbox.js';
export type { MailAttachment, MailMessage, OutboxMail } from './outbox.js';
