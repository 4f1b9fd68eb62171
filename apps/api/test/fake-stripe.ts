import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for the Stripe HTTP API: answers the form-encoded calls the official package makes for
// customers, prices, subscriptions, invoice previews and portal sessions, and records each call.
type Params = Record<string, unknown>;
export type FakeCall = { method: string; path: string; params: Params };

const DAY_S = 24 * 60 * 60;

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

export async function startFakeStripe({ now, prices }: { now: () => Date; prices: FakePrice[] }) {
  const calls: FakeCall[] = [];
  const customers = new Map<string, { id: string; object: 'customer'; balance: number; email: string }>();
  const subscriptions = new Map<string, Record<string, unknown>>();
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
  const item = (sub: Record<string, unknown>) =>
    (sub.items as { data: { id: string; price: FakePrice; current_period_end: number }[] }).data[0];

  function route(method: string, path: string, params: Params): [number, unknown] {
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
          data: [
            {
              id: nextId('si'),
              price,
              current_period_start: start,
              current_period_end: trialEnd ?? start + 30 * DAY_S,
            },
          ],
        },
      };
      subscriptions.set(sub.id, sub);
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
          (item(sub) as { price: FakePrice }).price = price;
        }
        if (params.cancel_at_period_end !== undefined) {
          sub.cancel_at_period_end = params.cancel_at_period_end === 'true';
          sub.canceled_at = sub.cancel_at_period_end ? unixNow() : null;
        }
        if (params.metadata) sub.metadata = params.metadata;
      }
      return [200, expandCustomer(sub, params)];
    }
    if (method === 'POST' && resource === 'invoices' && id === 'create_preview') {
      const invoice = preview(params);
      return ['error' in invoice ? 400 : 200, invoice];
    }
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

  // Proration as Stripe reports it: a credit line for the old price and a charge line for the new one.
  function preview(params: Params) {
    const details = params.subscription_details as { items: { price: string }[] };
    const price = priceById(details.items[0]?.price);
    if (!price) return stripeError('No such price');
    const sub = params.subscription ? subscriptions.get(String(params.subscription)) : undefined;
    const start = unixNow();
    const lines = sub
      ? [
          { amount: -1633, description: `Unused time on ${item(sub)?.price.id}`, proration: true },
          {
            amount: Math.round(price.unit_amount / 2),
            description: `Remaining time on ${price.id}`,
            proration: true,
          },
        ]
      : [{ amount: price.unit_amount, description: `1 × ${price.id}`, proration: false }];
    const end = sub ? (item(sub)?.current_period_end ?? start) : start + 30 * DAY_S;
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    return {
      object: 'invoice',
      total,
      amount_due: Math.max(0, total),
      starting_balance: 0,
      ending_balance: null,
      lines: {
        object: 'list',
        data: lines.map((line, index) => ({
          id: `il_${index}`,
          object: 'line_item',
          amount: line.amount,
          description: line.description,
          period: { start, end },
          parent: {
            type: 'subscription_item_details',
            subscription_item_details: { proration: line.proration },
          },
        })),
      },
    };
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const params = parseStripeForm(req.method === 'GET' ? url.search.slice(1) : body);
      calls.push({ method: req.method ?? 'GET', path: url.pathname, params });
      const authorized = req.headers.authorization === 'Bearer sk_test_fake';
      const [status, payload] = authorized
        ? route(req.method ?? 'GET', url.pathname, params)
        : [401, stripeError('Invalid API Key provided')];
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${calls.length}` });
      res.end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    calls,
    subscriptions,
    customers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function stripeError(message: string) {
  return { error: { type: 'invalid_request_error', message } };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
