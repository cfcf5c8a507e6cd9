import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the part of Stripe's API the payment adapter uses, so
 * the API tests drive the real `stripe` SDK end to end without the network.
 * It speaks like Stripe: form-encoded requests with bracketed keys, bearer
 * secret-key auth, `Idempotency-Key` replays, Stripe's object and error shapes,
 * and webhooks signed as Stripe signs them (computed here with node:crypto, not
 * with the SDK's helpers, so verification is checked against an independent signer).
 */

export type FormValue = string | FormValue[] | FormParams;
export interface FormParams {
  [key: string]: FormValue;
}

export interface RecordedRequest {
  method: string;
  path: string;
  params: FormParams;
  idempotencyKey: string | undefined;
  stripeVersion: string | undefined;
}

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  allowed_payment_method_types: string[];
  cancel_url: string | null;
  success_url: string | null;
  client_reference_id: string | null;
  created: number;
  expires_at: number;
  customer: string | null;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  livemode: false;
  locale: string | null;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_method_options: FormParams;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  url: string | null;
}

export interface SignOptions {
  /** Sign with this secret instead of the right one (a forged delivery). */
  secret?: string;
  /** The signed timestamp in Unix seconds (default now); an old one is a replay beyond the tolerance. */
  timestamp?: number;
}

export interface Delivery {
  event: { id: string; type: string; data: { object: StandInSession } };
  /** The exact bytes sent and their signature header. */
  payload: string;
  signature: string;
  statusCode: number;
  body: unknown;
}

export interface StripeStandIn {
  url: string;
  /** Every API call received, oldest first (also the rejected ones). */
  requests: RecordedRequest[];
  session(id: string): StandInSession;
  /** The session whose hosted page is `url` (what the API answered as `paymentUrl`). */
  sessionByUrl(url: string): StandInSession;
  /** The last request to `method path` (path without the query). */
  lastRequest(method: string, path: string): RecordedRequest | undefined;
  /**
   * The customer pays: the session completes with a new PaymentIntent and a
   * `checkout.session.completed` event is delivered to `webhookUrl`. With
   * `paymentStatus: 'unpaid'` it completes as a bank transfer does, awaiting the money.
   */
  complete(sessionId: string, options: SignOptions & { webhookUrl: string; paymentStatus?: 'paid' | 'unpaid' }): Promise<Delivery>;
  /** The bank transfer of a session completed unpaid arrives: `checkout.session.async_payment_succeeded`. */
  asyncPaymentSucceeded(sessionId: string, options: SignOptions & { webhookUrl: string }): Promise<Delivery>;
  /**
   * Sends a delivered event again: re-signed now, as Stripe retries, or
   * `verbatim` with the captured signature header, as an attacker would replay it.
   */
  redeliver(delivery: Delivery, options: SignOptions & { webhookUrl: string; verbatim?: boolean }): Promise<Delivery>;
  close(): Promise<void>;
}

const API_VERSION = '2026-10-28.endive';
const SESSION_LIFETIME_SECONDS = 24 * 60 * 60;

/** The parameters each endpoint accepts; anything else is refused as Stripe refuses it. */
const KNOWN_PARAMS: Record<string, string[]> = {
  'POST /v1/customers': ['email', 'name', 'metadata', 'preferred_locales', 'description', 'expand'],
  'POST /v1/checkout/sessions': [
    'mode',
    'customer',
    'customer_email',
    'customer_creation',
    'client_reference_id',
    'metadata',
    'line_items',
    'allowed_payment_method_types',
    'excluded_payment_method_types',
    'payment_method_options',
    'payment_intent_data',
    'locale',
    'success_url',
    'cancel_url',
    'currency',
    'expires_at',
    'expand',
  ],
  'POST /v1/checkout/sessions/:id/expire': ['expand'],
  'POST /v1/refunds': ['payment_intent', 'charge', 'amount', 'reason', 'metadata', 'expand'],
};

class StripeApiError extends Error {
  readonly statusCode: number;
  readonly error: { type: string; message: string; code?: string; param?: string };

  constructor(statusCode: number, error: { type: string; message: string; code?: string; param?: string }) {
    super(error.message);
    this.statusCode = statusCode;
    this.error = error;
  }
}

const invalid = (message: string, extra: { code?: string; param?: string } = {}) =>
  new StripeApiError(400, { type: 'invalid_request_error', message, ...extra });
const missing = (kind: string, id: string, param: string) =>
  new StripeApiError(404, { type: 'invalid_request_error', code: 'resource_missing', param, message: `No such ${kind}: '${id}'` });

/** Starts the stand-in on 127.0.0.1 with a random port. */
export async function startStripeStandIn(options: { secretKey: string; webhookSecret: string }): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, StandInSession>();
  const customers = new Map<string, { id: string; email: string | null }>();
  /** PaymentIntent id → amount charged and already refunded. */
  const charges = new Map<string, { amount: number; refunded: number }>();
  const idempotent = new Map<string, { fingerprint: string; statusCode: number; body: string }>();
  let baseUrl = '';

  function handle(method: string, path: string, params: FormParams): unknown {
    const expire = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
    const retrieve = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (method === 'POST' && path === '/v1/customers') {
      checkParams('POST /v1/customers', params);
      const customer = { id: newId('cus_'), object: 'customer', email: optionalString(params.email), metadata: stringMap(params.metadata), created: now() };
      customers.set(customer.id, customer);
      return customer;
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      checkParams('POST /v1/checkout/sessions', params);
      const session = createSession(params);
      sessions.set(session.id, session);
      return session;
    }
    if (method === 'POST' && expire?.[1]) {
      checkParams('POST /v1/checkout/sessions/:id/expire', params);
      const session = sessionOrThrow(expire[1]);
      if (session.status !== 'open') throw invalid(`This Checkout Session is ${session.status} and can no longer be expired.`);
      session.status = 'expired';
      session.url = null;
      return session;
    }
    if (method === 'GET' && retrieve?.[1]) return sessionOrThrow(retrieve[1]);
    if (method === 'POST' && path === '/v1/refunds') {
      checkParams('POST /v1/refunds', params);
      return createRefund(params);
    }
    throw new StripeApiError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  }

  function createSession(params: FormParams): StandInSession {
    if (params.mode !== 'payment') throw invalid('The stand-in supports mode=payment only.', { param: 'mode' });
    const customer = optionalString(params.customer);
    const customerEmail = optionalString(params.customer_email);
    if (customer && customerEmail) throw invalid('You may only specify one of these parameters: customer, customer_email.', { param: 'customer_email' });
    if (customer && !customers.has(customer)) throw missing('customer', customer, 'customer');
    const methods = asArray(params.allowed_payment_method_types).map(String);
    const options = asObject(params.payment_method_options);
    if (methods.includes('customer_balance')) {
      if (!customer) throw invalid('customer_balance requires a Customer: pass `customer`.', { param: 'customer' });
      const balance = asObject(options.customer_balance);
      if (balance.funding_type !== 'bank_transfer' || !asObject(balance.bank_transfer).type)
        throw invalid('payment_method_options[customer_balance] needs funding_type=bank_transfer and a bank_transfer type.', {
          param: 'payment_method_options[customer_balance]',
        });
    }
    const lineItems = asArray(params.line_items).map((item) => asObject(item));
    if (lineItems.length === 0) throw invalid('line_items is required in payment mode.', { param: 'line_items' });
    let total = 0;
    let currency = '';
    for (const [i, item] of lineItems.entries()) {
      const price = asObject(item.price_data);
      const unitAmount = Number(price.unit_amount);
      const quantity = Number(item.quantity ?? '1');
      if (!Number.isInteger(unitAmount) || unitAmount < 0)
        throw invalid('Invalid integer: unit_amount', { param: `line_items[${i}][price_data][unit_amount]` });
      if (!optionalString(asObject(price.product_data).name))
        throw invalid('Missing required param: name.', { param: `line_items[${i}][price_data][product_data][name]` });
      if (!optionalString(price.currency)) throw invalid('Missing required param: currency.', { param: `line_items[${i}][price_data][currency]` });
      currency = String(price.currency);
      total += unitAmount * quantity;
    }
    const id = newId('cs_test_', 58);
    const created = now();
    return {
      id,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      currency,
      allowed_payment_method_types: methods,
      cancel_url: optionalString(params.cancel_url),
      success_url: optionalString(params.success_url),
      client_reference_id: optionalString(params.client_reference_id),
      created,
      expires_at: created + SESSION_LIFETIME_SECONDS,
      customer,
      customer_email: customerEmail,
      customer_details: null,
      livemode: false,
      locale: optionalString(params.locale),
      metadata: stringMap(params.metadata),
      mode: 'payment',
      payment_intent: null,
      payment_method_options: options,
      payment_status: 'unpaid',
      status: 'open',
      url: `${baseUrl}/c/pay/${id}`,
    };
  }

  function createRefund(params: FormParams) {
    const intent = optionalString(params.payment_intent);
    if (!intent) throw invalid('One of the following params should be provided for this request: payment_intent or charge.');
    const charge = charges.get(intent);
    if (!charge) throw missing('payment_intent', intent, 'payment_intent');
    const amount = params.amount === undefined ? charge.amount - charge.refunded : Number(params.amount);
    if (!Number.isInteger(amount) || amount <= 0) throw invalid('Invalid positive integer', { param: 'amount' });
    if (charge.refunded + amount > charge.amount)
      throw invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge (${charge.amount - charge.refunded})`, {
        code: 'amount_too_large',
        param: 'amount',
      });
    charge.refunded += amount;
    return { id: newId('re_'), object: 'refund', amount, currency: 'eur', payment_intent: intent, status: 'succeeded', metadata: {}, created: now() };
  }

  function sessionOrThrow(id: string): StandInSession {
    const session = sessions.get(id);
    if (!session) throw missing('checkout.session', id, 'session');
    return session;
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const [path = '/', query = ''] = (req.url ?? '/').split('?');
      const method = req.method ?? 'GET';
      const idempotencyKey = header(req, 'idempotency-key');
      const params = parseForm(method === 'GET' ? query : raw);
      requests.push({ method, path, params, idempotencyKey, stripeVersion: header(req, 'stripe-version') });
      const send = (statusCode: number, body: string, replayed = false) => {
        res.writeHead(statusCode, {
          'content-type': 'application/json',
          'request-id': newId('req_'),
          'stripe-version': header(req, 'stripe-version') ?? API_VERSION,
          ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
        });
        res.end(body);
      };
      if (header(req, 'authorization') !== `Bearer ${options.secretKey}`) {
        const given = header(req, 'authorization')?.replace(/^Bearer /, '') ?? '';
        const message = given ? `Invalid API Key provided: ${given.slice(0, 8)}****${given.slice(-4)}` : 'You did not provide an API key.';
        return send(401, JSON.stringify({ error: { type: 'invalid_request_error', message } }));
      }
      const key = method === 'POST' && idempotencyKey ? `${options.secretKey}:${idempotencyKey}` : undefined;
      const fingerprint = `${method} ${path} ${raw}`;
      const seen = key ? idempotent.get(key) : undefined;
      if (seen) {
        if (seen.fingerprint !== fingerprint) {
          const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`;
          return send(400, JSON.stringify({ error: { type: 'idempotency_error', message } }));
        }
        return send(seen.statusCode, seen.body, true);
      }
      let statusCode = 200;
      let body: string;
      try {
        body = JSON.stringify(handle(method, path, params));
      } catch (err) {
        const failure = err instanceof StripeApiError ? err : new StripeApiError(500, { type: 'api_error', message: `stand-in failure: ${String(err)}` });
        statusCode = failure.statusCode;
        body = JSON.stringify({ error: failure.error });
      }
      if (key) idempotent.set(key, { fingerprint, statusCode, body });
      send(statusCode, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function deliver(event: Delivery['event'], webhookUrl: string, sign: SignOptions, verbatim?: { payload: string; signature: string }) {
    // NOTE: pretty-printed like Stripe's own deliveries, so a receiver that
    // re-serialises the parsed JSON instead of verifying the raw bytes fails.
    const payload = verbatim?.payload ?? JSON.stringify(event, null, 2);
    const signature = verbatim?.signature ?? signatureHeader(payload, sign.secret ?? options.webhookSecret, sign.timestamp ?? now());
    const res = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signature,
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body: payload,
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    return { event, payload, signature, statusCode: res.status, body };
  }

  function sessionEvent(type: string, session: StandInSession): Delivery['event'] {
    return {
      id: newId('evt_'),
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      data: { object: structuredClone(session) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    } as Delivery['event'];
  }

  return {
    url: baseUrl,
    requests,
    session: sessionOrThrow,
    sessionByUrl(url) {
      const session = [...sessions.values()].find((s) => s.url === url);
      if (!session) throw new Error(`stand-in: no open session has the page ${url}`);
      return session;
    },
    lastRequest: (method, path) => [...requests].reverse().find((r) => r.method === method && r.path === path),
    complete(sessionId, { webhookUrl, paymentStatus = 'paid', ...sign }) {
      const session = sessionOrThrow(sessionId);
      if (session.status !== 'open') throw new Error(`stand-in: session ${sessionId} is ${session.status}, it cannot be paid`);
      const intent = newId('pi_');
      session.status = 'complete';
      session.payment_status = paymentStatus;
      session.payment_intent = intent;
      session.customer_details = { email: session.customer_email ?? (session.customer ? (customers.get(session.customer)?.email ?? null) : null) };
      if (paymentStatus === 'paid') charges.set(intent, { amount: session.amount_total, refunded: 0 });
      return deliver(sessionEvent('checkout.session.completed', session), webhookUrl, sign);
    },
    asyncPaymentSucceeded(sessionId, { webhookUrl, ...sign }) {
      const session = sessionOrThrow(sessionId);
      if (session.status !== 'complete' || session.payment_status !== 'unpaid' || !session.payment_intent)
        throw new Error(`stand-in: session ${sessionId} is not a completed session awaiting its transfer`);
      session.payment_status = 'paid';
      charges.set(session.payment_intent, { amount: session.amount_total, refunded: 0 });
      return deliver(sessionEvent('checkout.session.async_payment_succeeded', session), webhookUrl, sign);
    },
    redeliver(delivery, { webhookUrl, verbatim, ...sign }) {
      return deliver(delivery.event, webhookUrl, sign, verbatim ? delivery : undefined);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}

/** `Stripe-Signature` as Stripe computes it: HMAC-SHA256 of "{t}.{payload}" with the endpoint's secret. */
export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const v1 = crypto.createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/**
 * Parses `application/x-www-form-urlencoded` with Stripe's bracketed keys
 * (`line_items[0][price_data][unit_amount]=20000`) into nested objects and arrays.
 */
export function parseForm(body: string): FormParams {
  const root: FormParams = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const [head = '', ...rest] = key.split('[');
    const path = [head, ...rest.map((s) => s.replace(/\]$/, ''))];
    let node = root;
    for (const [i, segment] of path.entries()) {
      if (i === path.length - 1) {
        node[segment] = value;
      } else {
        const next = node[segment];
        node[segment] = typeof next === 'object' && !Array.isArray(next) ? next : {};
        node = node[segment] as FormParams;
      }
    }
  }
  return arraysFromIndexes(root) as FormParams;
}

/** `{ "0": a, "1": b }` → `[a, b]`, all the way down. */
function arraysFromIndexes(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((k) => [k, arraysFromIndexes(value[k] as FormValue)]));
  const isList = keys.length > 0 && keys.every((k, i) => k === String(i));
  return isList ? keys.map((k) => converted[k] as FormValue) : converted;
}

function checkParams(endpoint: string, params: FormParams) {
  const known = KNOWN_PARAMS[endpoint] ?? [];
  const unknown = Object.keys(params).find((k) => !known.includes(k));
  if (unknown) throw invalid(`Received unknown parameter: ${unknown}`, { code: 'parameter_unknown', param: unknown });
}

function header(req: http.IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

const asArray = (v: FormValue | undefined): FormValue[] => (Array.isArray(v) ? v : []);
const asObject = (v: FormValue | undefined): FormParams => (typeof v === 'object' && !Array.isArray(v) ? v : {});
const optionalString = (v: FormValue | undefined): string | null => (typeof v === 'string' && v !== '' ? v : null);
const stringMap = (v: FormValue | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(asObject(v)).filter((e): e is [string, string] => typeof e[1] === 'string'));
const now = () => Math.floor(Date.now() / 1000);

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
function newId(prefix: string, length = 24): string {
  const bytes = crypto.randomBytes(length);
  return prefix + Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}
