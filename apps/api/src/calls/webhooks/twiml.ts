// TwiML answers for the voice webhooks. Values are escaped: numbers and URLs come from our
// records, but nothing reaches XML unescaped.
const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );

const twiml = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Response>${body}</Response>`;

export const DIAL_TIMEOUT_SECONDS = 20;

// Forwarded calls are recorded too; Twilio posts the recording to `recordingCallback`.
export const dialTwiml = (forwardTo: string, action: string, recordingCallback: string) =>
  twiml(
    `<Dial timeout="${DIAL_TIMEOUT_SECONDS}" action="${escapeXml(action)}" method="POST" answerOnBridge="true" record="record-from-answer-dual" recordingStatusCallback="${escapeXml(recordingCallback)}" recordingStatusCallbackMethod="POST"><Number>${escapeXml(forwardTo)}</Number></Dial>`,
  );

// Hands the live call to Vapi, which answers it with the receptionist's assistant.
export const aiTwiml = (vapiInboundUrl: string) =>
  twiml(`<Redirect method="POST">${escapeXml(vapiInboundUrl)}</Redirect>`);

export const hangupTwiml = () => twiml('<Hangup/>');

export const notInServiceTwiml = () =>
  twiml('<Say>Sorry, this number is not in service.</Say><Hangup/>');
