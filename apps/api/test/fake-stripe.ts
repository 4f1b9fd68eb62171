import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

// A local stand-in for the Stripe HTTP API: answers the form-encoded calls the official package makes for
// customers, prices, subscriptions, invoice previews, portal sessions and Checkout Sessions (payment mode), and
// records each call with its headers.
// It keeps two of Stripe's rules that our billing depends on:
// - Idempotency-Key: a POST repeated with the same key and body gets the first answer back, without the work
//   being done again; the same key with another request is refused with 400 `idempotency_error`. Keys last 24 hours.
// - Proration: a price change in mid-period credits the unused time on the old price and charges the remaining
//   time on the new one, each by the second and rounded to the cent; `always_invoice` bills the difference at once.
type Params = Record<string, unknown>;
export type FakeCall = {
  method: string;
  path: string;
  params: Params;
  headers: IncomingHttpHeaders;
  idempotencyKey: string | null;
  // Answered from the idempotency store: the work was not done again.
  replayed: boolean;
};

const DAY_S = 24 * 60 * 60;
const PERIOD_S = 30 * DAY_S;
const IDEMPOTENCY_KEY_TTL_S = DAY_S;

// `items[0][price]=p` → { items: [{ price: 'p' }] }
export function parseStripeForm(body: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, unknown> = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const nextIsIndex = /^\d+$/.test(parts[index + 1] ?? '');
      if (last) node[part] = value;
      else {
        node[part] ??= nextIsIndex ? [] : {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

type FakePrice = {
  id: string;
  object: 'price';
  unit_amount: number;
  lookup_key: string | null;
  currency: 'usd';
};
type FakeCustomer = { id: string; object: 'customer'; balance: number; email: string };
type FakeItem = { id: string; price: FakePrice; current_period_start: number; current_period_end: number };
type FakeLine = { amount: number; description: string; proration: boolean; start: number; end: number };
// An invoice Stripe finalised and charged: `amount_paid` is what the card paid after the customer's credit.
export type FakeInvoice = {
  id: string;
  customer: string;
  subscription: string;
  billing_reason: 'subscription_create' | 'subscription_update';
  total: number;
  starting_balance: number;
  amount_paid: number;
  ending_balance: number;
  lines: FakeLine[];
};
export type FakeCheckoutSession = {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: 'usd';
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  expires_at: number;
  success_url: string;
  cancel_url: string;
  url: string;
};
export type FakeEvent = {
  id: string;
  object: 'event';
  type: string;
  api_version: string;
  created: number;
  livemode: false;
  data: { object: Record<string, unknown> };
};

/**
 * An event as Stripe's webhook delivers it: the JSON body and its `Stripe-Signature` header, signed with the
 * endpoint's secret by the official package (at the real time: the signature's tolerance is checked against it).
 */
export function signedDelivery(event: object, secret: string) {
  const payload = JSON.stringify(event, null, 2);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return {
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  };
}

type Answer = [status: number, payload: unknown];
// Stored as sent, so a replay is the first answer itself and not the objects as they are now.
type StoredAnswer = { method: string; path: string; body: string; answer: [number, string]; at: number };

export async function startFakeStripe({ now, prices }: { now: () => Date; prices: FakePrice[] }) {
  const calls: FakeCall[] = [];
  const customers = new Map<string, FakeCustomer>();
  const subscriptions = new Map<string, Record<string, unknown>>();
  const invoices: FakeInvoice[] = [];
  const checkoutSessions = new Map<string, FakeCheckoutSession>();
  const idempotent = new Map<string, StoredAnswer>();
  // Requests whose work is done but whose answer never arrives, as when a connection drops.
  const lost: { count: number; match: (call: FakeCall) => boolean }[] = [];
  let counter = 0;
  const nextId = (prefix: string) => {
    counter += 1;
    return `${prefix}_${counter}`;
  };
  const unixNow = () => Math.floor(now().getTime() / 1000);

  const priceById = (id: unknown) => prices.find((price) => price.id === id);
  const expandCustomer = (sub: Record<string, unknown>, params: Params) =>
    JSON.stringify(params.expand ?? []).includes('customer')
      ? { ...sub, customer: customers.get(sub.customer as string) }
      : sub;
  const item = (sub: Record<string, unknown>) => (sub.items as { data: FakeItem[] }).data[0] as FakeItem;

  // Stripe's proration for a price change at `at`: the unused share of the period on the old price comes back
  // as a credit, the same share of the new price is charged; each line is rounded to the cent on its own.
  function prorate(sub: Record<string, unknown>, price: FakePrice, at: number): FakeLine[] | string {
    const current = item(sub);
    const { current_period_start: start, current_period_end: end } = current;
    if (at < start || at > end) return 'proration_date must be within the current billing period';
    if (current.price.id === price.id) return [];
    // A trial is free: changing its price credits and charges nothing.
    if (sub.status === 'trialing') return [];
    const share = (cents: number) => Math.round((cents * (end - at)) / (end - start));
    return [
      {
        amount: -share(current.price.unit_amount),
        description: `Unused time on ${current.price.id}`,
        proration: true,
        start: at,
        end,
      },
      {
        amount: share(price.unit_amount),
        description: `Remaining time on ${price.id}`,
        proration: true,
        start: at,
        end,
      },
    ];
  }

  // The customer's balance (negative: credit) pays first; what is left of a negative total stays as credit.
  function settle(customer: FakeCustomer | undefined, lines: FakeLine[]) {
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    const startingBalance = customer?.balance ?? 0;
    const owed = startingBalance + total;
    return {
      total,
      starting_balance: startingBalance,
      amount_due: Math.max(0, owed),
      ending_balance: Math.min(0, owed),
    };
  }

  function charge(
    sub: Record<string, unknown>,
    lines: FakeLine[],
    reason: FakeInvoice['billing_reason'],
  ): void {
    const customer = customers.get(sub.customer as string);
    const { total, starting_balance, amount_due, ending_balance } = settle(customer, lines);
    if (customer) customer.balance = ending_balance;
    invoices.push({
      id: nextId('in'),
      customer: sub.customer as string,
      subscription: sub.id as string,
      billing_reason: reason,
      total,
      starting_balance,
      amount_paid: amount_due,
      ending_balance,
      lines,
    });
  }

  function route(method: string, path: string, params: Params): Answer {
    const [, , resource, id] = path.split('/');
    if (method === 'GET' && resource === 'prices' && id) {
      const price = priceById(id);
      return price ? [200, price] : [404, stripeError(`No such price: '${id}'`)];
    }
    if (method === 'GET' && resource === 'prices') {
      const keys = (params.lookup_keys as string[] | undefined) ?? [];
      return [
        200,
        { object: 'list', data: prices.filter((p) => keys.includes(p.lookup_key ?? '')), has_more: false },
      ];
    }
    if (method === 'POST' && resource === 'customers') {
      const customer = {
        id: nextId('cus'),
        object: 'customer' as const,
        balance: 0,
        email: String(params.email),
      };
      customers.set(customer.id, customer);
      return [200, customer];
    }
    if (method === 'POST' && resource === 'subscriptions' && !id) {
      const items = params.items as { price: string }[];
      const price = priceById(items[0]?.price);
      if (!price) return [400, stripeError('No such price')];
      const start = unixNow();
      const trialEnd = params.trial_end ? Number(params.trial_end) : null;
      const periodEnd = trialEnd ?? start + PERIOD_S;
      const sub = {
        id: nextId('sub'),
        object: 'subscription',
        customer: params.customer,
        status: trialEnd ? 'trialing' : 'active',
        start_date: start,
        trial_end: trialEnd,
        cancel_at_period_end: false,
        canceled_at: null,
        metadata: params.metadata ?? {},
        items: {
          object: 'list',
          data: [{ id: nextId('si'), price, current_period_start: start, current_period_end: periodEnd }],
        },
      };
      subscriptions.set(sub.id, sub);
      // The first period is billed at once; a trial bills nothing until it ends.
      if (!trialEnd) {
        charge(
          sub,
          [
            {
              amount: price.unit_amount,
              description: `1 × ${price.id}`,
              proration: false,
              start,
              end: periodEnd,
            },
          ],
          'subscription_create',
        );
      }
      return [200, expandCustomer(sub, params)];
    }
    if (resource === 'subscriptions' && id) {
      const sub = subscriptions.get(id);
      if (!sub) return [404, stripeError(`No such subscription: '${id}'`)];
      if (method === 'POST') {
        const items = params.items as { id: string; price: string }[] | undefined;
        if (items?.[0]) {
          const price = priceById(items[0].price);
          if (!price) return [400, stripeError('No such price')];
          const at = params.proration_date ? Number(params.proration_date) : unixNow();
          const behavior = params.proration_behavior ?? 'create_prorations';
          const lines = behavior === 'none' ? [] : prorate(sub, price, at);
          if (typeof lines === 'string') return [400, stripeError(lines)];
          item(sub).price = price;
          if (behavior === 'always_invoice' && lines.length > 0) charge(sub, lines, 'subscription_update');
        }
        if (params.cancel_at_period_end !== undefined) {
          sub.cancel_at_period_end = params.cancel_at_period_end === 'true';
          sub.canceled_at = sub.cancel_at_period_end ? unixNow() : null;
        }
        if (params.metadata) sub.metadata = params.metadata;
      }
      return [200, expandCustomer(sub, params)];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') return createCheckoutSession(params);
    if (method === 'POST' && resource === 'invoices' && id === 'create_preview') return preview(params);
    if (method === 'POST' && resource === 'billing_portal') {
      return [
        200,
        {
          id: nextId('bps'),
          object: 'billing_portal.session',
          url: `https://billing.example.test/${params.customer}`,
        },
      ];
    }
    return [404, stripeError(`Unrecognized request URL (${method}: ${path})`)];
  }

  // A Checkout Session in payment mode: its total is Σ unit amount × quantity of its lines; it is paid later, by
  // `payCheckout` standing in for the buyer on Stripe's page.
  function createCheckoutSession(params: Params): Answer {
    if (params.mode !== 'payment') return [400, stripeError('Only payment mode is faked')];
    const lines = (params.line_items as { quantity: string; price_data: { unit_amount: string } }[]) ?? [];
    if (lines.length === 0) return [400, stripeError('line_items: required in payment mode')];
    const amountTotal = lines.reduce(
      (sum, line) => sum + Number(line.price_data.unit_amount) * Number(line.quantity),
      0,
    );
    const expiresAt = params.expires_at ? Number(params.expires_at) : unixNow() + DAY_S;
    if (expiresAt < unixNow() + 30 * 60) {
      return [400, stripeError('expires_at must be at least 30 minutes from session creation')];
    }
    const session: FakeCheckoutSession = {
      id: nextId('cs_test'),
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amountTotal,
      currency: 'usd',
      client_reference_id: (params.client_reference_id as string | undefined) ?? null,
      customer_email: (params.customer_email as string | undefined) ?? null,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      expires_at: expiresAt,
      success_url: String(params.success_url),
      cancel_url: String(params.cancel_url),
      url: '',
    };
    session.url = `https://checkout.stripe.test/c/pay/${session.id}`;
    checkoutSessions.set(session.id, session);
    return [200, session];
  }

  // The invoice a change would produce, computed as the change itself computes it, without changing anything.
  function preview(params: Params): Answer {
    const details = params.subscription_details as {
      items: { price: string }[];
      proration_date?: string;
      proration_behavior?: string;
    };
    const price = priceById(details.items[0]?.price);
    if (!price) return [400, stripeError('No such price')];
    const sub = params.subscription ? subscriptions.get(String(params.subscription)) : undefined;
    if (params.subscription && !sub)
      return [404, stripeError(`No such subscription: '${params.subscription}'`)];
    const customer = params.customer ? customers.get(String(params.customer)) : undefined;
    const start = unixNow();
    let lines: FakeLine[];
    if (sub) {
      const at = details.proration_date ? Number(details.proration_date) : start;
      const prorated = details.proration_behavior === 'none' ? [] : prorate(sub, price, at);
      if (typeof prorated === 'string') return [400, stripeError(prorated)];
      lines = prorated;
    } else {
      lines = [
        {
          amount: price.unit_amount,
          description: `1 × ${price.id}`,
          proration: false,
          start,
          end: start + PERIOD_S,
        },
      ];
    }
    return [
      200,
      {
        object: 'invoice',
        ...settle(customer, lines),
        lines: {
          object: 'list',
          data: lines.map((line, index) => ({
            id: `il_${index}`,
            object: 'line_item',
            amount: line.amount,
            description: line.description,
            period: { start: line.start, end: line.end },
            parent: {
              type: 'subscription_item_details',
              subscription_item_details: { proration: line.proration },
            },
          })),
        },
      },
    ];
  }

  // Stripe keeps the answer of each keyed POST for 24 hours; GET requests ignore the key.
  function answer(call: FakeCall, body: string): [number, string] {
    const run = (): [number, string] => {
      const [status, payload] = route(call.method, call.path, call.params);
      return [status, JSON.stringify(payload)];
    };
    const key = call.idempotencyKey;
    if (call.method !== 'POST' || !key) return run();
    const stored = idempotent.get(key);
    if (stored && unixNow() - stored.at < IDEMPOTENCY_KEY_TTL_S) {
      if (stored.method === call.method && stored.path === call.path && stored.body === body) {
        call.replayed = true;
        return stored.answer;
      }
      return [
        400,
        JSON.stringify({
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        }),
      ];
    }
    const result = run();
    idempotent.set(key, { method: call.method, path: call.path, body, answer: result, at: unixNow() });
    return result;
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const method = req.method ?? 'GET';
      const key = req.headers['idempotency-key'];
      const call: FakeCall = {
        method,
        path: url.pathname,
        params: parseStripeForm(method === 'GET' ? url.search.slice(1) : body),
        headers: { ...req.headers },
        idempotencyKey: typeof key === 'string' ? key : null,
        replayed: false,
      };
      calls.push(call);
      const authorized = req.headers.authorization === 'Bearer sk_test_fake';
      const [status, payload] = authorized
        ? answer(call, body)
        : [401, JSON.stringify(stripeError('Invalid API Key provided'))];
      const drop = lost.find((rule) => rule.count > 0 && rule.match(call));
      if (drop) {
        drop.count -= 1;
        req.socket.destroy();
        return;
      }
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${calls.length}`,
        ...(call.idempotencyKey && call.method === 'POST' ? { 'idempotency-key': call.idempotencyKey } : {}),
        ...(call.replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
      res.end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    calls,
    subscriptions,
    customers,
    invoices,
    checkoutSessions,
    // The buyer pays on Stripe's page: the session completes, and the event Stripe would send says so.
    payCheckout: (sessionId: string): FakeEvent => {
      const session = checkoutSessions.get(sessionId);
      if (!session) throw new Error(`No such checkout session: ${sessionId}`);
      session.status = 'complete';
      session.payment_status = 'paid';
      return {
        id: nextId('evt'),
        object: 'event',
        type: 'checkout.session.completed',
        api_version: '2025-10-29.clover',
        created: unixNow(),
        livemode: false,
        data: { object: { ...session } },
      };
    },
    // The next `count` requests that match are carried out, then their connection is dropped unanswered.
    loseAnswers: (count: number, match: (call: FakeCall) => boolean) => {
      lost.push({ count, match });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function stripeError(message: string) {
  return { error: { type: 'invalid_request_error', message } };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
