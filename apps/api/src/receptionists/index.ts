// What other contexts may use of receptionists: the module, the receptionist read model and its
// reader, and the voice and telephony providers' webhook checks.
export { ReceptionistsModule, receptionistProjections } from './receptionists.module.js';
export type { ReceptionistRow } from './projections/receptionist.projection.js';
export {
  findCompanyTimezone,
  findTextingNumber,
  ReceptionistDirectory,
} from './receptionist-directory.js';
export { settingsOf } from './receptionist-settings.js';
export {
  CALLER_PROPOSAL_VARIABLE,
  NO_CALLER_PROPOSAL,
  TEXT_PROPOSAL_LINK_TOOL,
} from './providers/assistant-spec.js';
export type { ReceptionistProviderOverrides } from './providers/providers.js';
export {
  createTwilioTelephony,
  toTwilioError,
  TwilioRequestError,
} from './providers/twilio-telephony.js';
export {
  assertTwilioRequest,
  signVapiRequest,
  verifyTwilioRequest,
  verifyVapiRequest,
} from './providers/webhook-verification.js';
export type { VapiWebhookHeaders } from './providers/webhook-verification.js';
