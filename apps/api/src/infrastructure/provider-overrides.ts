// Adapters a test wires to its local provider servers instead of the configured ones. Each
// context types and reads its own part (billing's payments, receptionists' telephony and voice
// agent, mail's sender timing); the app module composes them.
export const PROVIDER_OVERRIDES = Symbol('PROVIDER_OVERRIDES');
