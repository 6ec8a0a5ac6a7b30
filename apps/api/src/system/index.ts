// What other contexts may use of system: test mode and the webhook secret.
export { SystemModule } from './system.module.js';
export { TestModeService } from './test-mode.service.js';
export { readOrCreateVapiSecret, WebhookSecretService } from './webhook-secret.service.js';
