import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient.js';
import { closeOnce } from './suite-resources.js';

// A local server speaking the part of Twilio's REST API (2010-04-01) the telephony adapter uses,
// as documented: Basic auth with the account sid and auth token, form-encoded writes, JSON answers
// with Twilio's field names and error bodies ({code, message, more_info, status}).

export type TwilioNumberFixture = {
  phoneNumber: string;
  locality: string | null;
  region: string | null;
};

export type ReceivedTwilioRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  form: Record<string, string>;
  authorization: string | undefined;
};

export type TwilioOperation = 'search' | 'buy' | 'release' | 'message';

// A message created through POST /Messages.json, as Twilio keeps it.
export type CreatedTwilioMessage = {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  statusCallback: string | null;
};

export type TwilioFailure = { status: number; code: number; message: string };

export type OwnedTwilioNumber = {
  sid: string;
  phoneNumber: string;
  friendlyName: string;
  voiceUrl: string | null;
  voiceMethod: string;
  statusCallback: string | null;
  statusCallbackMethod: string;
  smsUrl: string | null;
};

export type FakeTwilioServer = {
  readonly url: string;
  readonly accountSid: string;
  readonly authToken: string;
  // Every request received, oldest first.
  readonly requests: ReceivedTwilioRequest[];
  // The account's incoming phone numbers, by sid.
  readonly owned: Map<string, OwnedTwilioNumber>;
  // Messages created, oldest first.
  readonly messages: CreatedTwilioMessage[];
  // Hands the SDK's requests (addressed to api.twilio.com) to this server instead.
  readonly httpClient: twilio.RequestClient;
  // An area code's available numbers; [] makes it an area code with none.
  setAvailableNumbers(areaCode: string, numbers: TwilioNumberFixture[]): void;
  // The next request of that kind is answered with this error.
  failNext(operation: TwilioOperation, failure: TwilioFailure): void;
  reset(): void;
  close(): Promise<void>;
};

const places: Record<string, { locality: string; region: string }> = {
  '212': { locality: 'New York', region: 'NY' },
  '415': { locality: 'San Francisco', region: 'CA' },
  '512': { locality: 'Austin', region: 'TX' },
};

// Any area code not set up has three numbers, +1 NPA 555-0100 to -0102.
const defaultNumbers = (areaCode: string): TwilioNumberFixture[] =>
  [0, 1, 2].map((index) => ({
    phoneNumber: `+1${areaCode}555010${index}`,
    locality: places[areaCode]?.locality ?? null,
    region: places[areaCode]?.region ?? null,
  }));

const nationalFormat = (phoneNumber: string) =>
  phoneNumber.replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3');

const sid = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

const rfc2822 = (date: Date) => date.toUTCString().replace('GMT', '+0000');

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => resolve(raw));
    req.on('error', reject);
  });

const send = (res: ServerResponse, status: number, body?: unknown) => {
  if (body === undefined) {
    res.writeHead(status).end();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

const errorBody = ({ status, code, message }: TwilioFailure) => ({
  code,
  message,
  more_info: `https://www.twilio.com/docs/errors/${code}`,
  status,
});

// Sends what the SDK addresses to https://api.twilio.com to the same path on `origin`.
class LocalRequestClient extends twilio.RequestClient {
  constructor(private readonly origin: string) {
    // No keep-alive, so closing the server never waits on an idle socket.
    super({ keepAlive: false, timeout: 5_000 });
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const remote = new URL(opts.uri);
    return super.request({
      ...opts,
      uri: new URL(remote.pathname + remote.search, this.origin).href,
    });
  }
}

export const startFakeTwilioServer = async (
  credentials: { accountSid: string; authToken: string } = {
    accountSid: sid('AC'),
    authToken: randomBytes(16).toString('hex'),
  },
): Promise<FakeTwilioServer> => {
  const { accountSid, authToken } = credentials;
  const requests: ReceivedTwilioRequest[] = [];
  const owned = new Map<string, OwnedTwilioNumber>();
  const messages: CreatedTwilioMessage[] = [];
  const available = new Map<string, TwilioNumberFixture[]>();
  const failures = new Map<TwilioOperation, TwilioFailure>();
  const base = `/2010-04-01/Accounts/${accountSid}`;

  const availableIn = (areaCode: string) => {
    const numbers = available.get(areaCode) ?? defaultNumbers(areaCode);
    const taken = new Set([...owned.values()].map((number) => number.phoneNumber));
    return numbers.filter((number) => !taken.has(number.phoneNumber));
  };

  const injected = (operation: TwilioOperation) => {
    const failure = failures.get(operation);
    failures.delete(operation);
    return failure;
  };

  const search = (res: ServerResponse, path: string, query: Record<string, string>) => {
    const failure = injected('search');
    if (failure) return send(res, failure.status, errorBody(failure));
    const pageSize = Number(query.PageSize ?? 50);
    const numbers = query.AreaCode ? availableIn(query.AreaCode).slice(0, pageSize) : [];
    const uri = `${path}?${new URLSearchParams(query).toString()}`;
    send(res, 200, {
      available_phone_numbers: numbers.map((number) => ({
        friendly_name: nationalFormat(number.phoneNumber),
        phone_number: number.phoneNumber,
        lata: null,
        locality: number.locality,
        rate_center: null,
        latitude: null,
        longitude: null,
        region: number.region,
        postal_code: null,
        iso_country: 'US',
        address_requirements: 'none',
        beta: false,
        capabilities: { voice: true, SMS: true, MMS: true, fax: false },
      })),
      end: Math.max(numbers.length - 1, 0),
      first_page_uri: uri,
      next_page_uri: null,
      page: 0,
      page_size: pageSize,
      previous_page_uri: null,
      start: 0,
      uri,
    });
  };

  const numberJson = (number: OwnedTwilioNumber, created: Date) => ({
    account_sid: accountSid,
    address_requirements: 'none',
    address_sid: null,
    api_version: '2010-04-01',
    beta: false,
    capabilities: { voice: true, sms: true, mms: true, fax: false },
    date_created: rfc2822(created),
    date_updated: rfc2822(created),
    emergency_status: 'Inactive',
    emergency_address_sid: null,
    emergency_address_status: 'unregistered',
    friendly_name: number.friendlyName,
    identity_sid: null,
    origin: 'twilio',
    phone_number: number.phoneNumber,
    sid: number.sid,
    sms_application_sid: '',
    sms_fallback_method: 'POST',
    sms_fallback_url: '',
    sms_method: 'POST',
    sms_url: number.smsUrl ?? '',
    status_callback: number.statusCallback ?? '',
    status_callback_method: number.statusCallbackMethod,
    trunk_sid: null,
    uri: `${base}/IncomingPhoneNumbers/${number.sid}.json`,
    voice_receive_mode: 'voice',
    voice_application_sid: null,
    voice_caller_id_lookup: false,
    voice_fallback_method: 'POST',
    voice_fallback_url: null,
    voice_method: number.voiceMethod,
    voice_url: number.voiceUrl,
    bundle_sid: null,
    status: 'in-use',
    type: 'local',
  });

  const buy = (res: ServerResponse, form: Record<string, string>) => {
    const failure = injected('buy');
    if (failure) return send(res, failure.status, errorBody(failure));
    const phoneNumber = form.PhoneNumber ?? '';
    if (!/^\+1[2-9]\d{9}$/.test(phoneNumber)) {
      const message = `The phone number you are attempting to purchase, ${phoneNumber}, is not valid.`;
      return send(res, 400, errorBody({ status: 400, code: 21421, message }));
    }
    const free = availableIn(phoneNumber.slice(2, 5)).some((n) => n.phoneNumber === phoneNumber);
    if (!free) {
      const message = `The phone number ${phoneNumber} is not available.`;
      return send(res, 400, errorBody({ status: 400, code: 21422, message }));
    }
    const number: OwnedTwilioNumber = {
      sid: sid('PN'),
      phoneNumber,
      friendlyName: form.FriendlyName ?? nationalFormat(phoneNumber),
      voiceUrl: form.VoiceUrl ?? null,
      voiceMethod: form.VoiceMethod ?? 'POST',
      statusCallback: form.StatusCallback ?? null,
      statusCallbackMethod: form.StatusCallbackMethod ?? 'POST',
      smsUrl: form.SmsUrl ?? null,
    };
    owned.set(number.sid, number);
    send(res, 201, numberJson(number, new Date()));
  };

  const notFound = (res: ServerResponse, path: string) =>
    send(
      res,
      404,
      errorBody({
        status: 404,
        code: 20404,
        message: `The requested resource ${path} was not found`,
      }),
    );

  const release = (res: ServerResponse, path: string, numberSid: string) => {
    const failure = injected('release');
    if (failure) return send(res, failure.status, errorBody(failure));
    if (!owned.delete(numberSid)) return notFound(res, path);
    send(res, 204);
  };

  // Twilio's documented checks on a new message: a To that is an E.164 number (21211), a body
  // (21602), and exactly one of From and MessagingServiceSid (21603 / 21606 for a From not ours).
  const createMessage = (res: ServerResponse, form: Record<string, string>) => {
    const failure = injected('message');
    if (failure) return send(res, failure.status, errorBody(failure));
    const to = form.To ?? '';
    const refuse = (code: number, message: string) =>
      send(res, 400, errorBody({ status: 400, code, message }));
    if (!/^\+[1-9]\d{6,14}$/.test(to))
      return refuse(21211, `The 'To' number ${to} is not a valid phone number.`);
    if (!form.Body) return refuse(21602, 'Message body is required.');
    const from = form.From ?? null;
    const service = form.MessagingServiceSid ?? null;
    if (!from && !service)
      return refuse(
        21603,
        "A 'From' or 'MessagingServiceSid' parameter is required to send a message.",
      );
    if (from && ![...owned.values()].some((number) => number.phoneNumber === from)) {
      return refuse(
        21606,
        `The From phone number ${from} is not a valid, SMS-capable inbound phone number or short code for your account.`,
      );
    }
    const message: CreatedTwilioMessage = {
      sid: sid('SM'),
      to,
      from,
      messagingServiceSid: service,
      body: form.Body,
      statusCallback: form.StatusCallback ?? null,
    };
    messages.push(message);
    const now = rfc2822(new Date());
    send(res, 201, {
      account_sid: accountSid,
      api_version: '2010-04-01',
      body: message.body,
      date_created: now,
      date_sent: null,
      date_updated: now,
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from: message.from,
      messaging_service_sid: message.messagingServiceSid,
      num_media: '0',
      num_segments: '1',
      price: null,
      price_unit: 'USD',
      sid: message.sid,
      status: message.messagingServiceSid ? 'accepted' : 'queued',
      subresource_uris: { media: `${base}/Messages/${message.sid}/Media.json` },
      to: message.to,
      uri: `${base}/Messages/${message.sid}.json`,
    });
  };

  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;

  const server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const query = Object.fromEntries(url.searchParams);
      const form = Object.fromEntries(new URLSearchParams(raw));
      const path = url.pathname;
      requests.push({
        method: req.method ?? '',
        path,
        query,
        form,
        authorization: req.headers.authorization,
      });
      if (req.headers.authorization !== expectedAuth) {
        return send(res, 401, {
          ...errorBody({ status: 401, code: 20003, message: 'Authenticate' }),
          detail: 'Your AccountSid or AuthToken was incorrect.',
        });
      }
      if (req.method === 'GET' && path === `${base}/AvailablePhoneNumbers/US/Local.json`) {
        return search(res, path, query);
      }
      if (req.method === 'POST' && path === `${base}/IncomingPhoneNumbers.json`) {
        return buy(res, form);
      }
      if (req.method === 'POST' && path === `${base}/Messages.json`) {
        return createMessage(res, form);
      }
      const numberPath = path.match(
        /^\/2010-04-01\/Accounts\/(\w+)\/IncomingPhoneNumbers\/(\w+)\.json$/,
      );
      if (req.method === 'DELETE' && numberPath && numberPath[1] === accountSid) {
        return release(res, path, numberPath[2]);
      }
      notFound(res, path);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    accountSid,
    authToken,
    requests,
    owned,
    messages,
    httpClient: new LocalRequestClient(url),
    setAvailableNumbers: (areaCode, numbers) => void available.set(areaCode, numbers),
    failNext: (operation, failure) => void failures.set(operation, failure),
    reset: () => {
      requests.length = 0;
      owned.clear();
      messages.length = 0;
      available.clear();
      failures.clear();
    },
    close: closeOnce(async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }),
  };
};
