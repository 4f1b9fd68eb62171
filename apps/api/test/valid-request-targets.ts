import { staffMemberMarkets } from '../src/db/schema';
import { settleBackgroundTasks } from '../src/modules/auth/background-tasks';
import { addProduct, applied } from './application-fixtures';
import { createAssociation } from './association-clients';
import { postCheckout } from './checkout-fixtures';
import { insertVendorUser } from './factories';
import { createMarket } from './market-fixtures';
import { FILES, postDocument, uploadBody } from './uploads';
import {
  actsForManager,
  type CallerKey,
  clockDay,
  freshDay,
  freshName,
  notificationFor,
  type World,
} from './valid-request-worlds';

// What the table in valid-requests*.ts is made of: per route, a valid request built from the caller's world,
// and where the request uses up its target (a delete, a logout, a reset link), a `prepare` step that makes a
// fresh one first, so every request works in any order and on its own.

export type ValidRequest = {
  url: string;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  headers?: Record<string, string>;
  // A multipart form: plain fields (the login form), or a document upload's params and file.
  multipart?: {
    fields?: Record<string, string>;
    params?: object;
    file?: { name: string; content: Buffer; type?: string };
  };
};
export type Fresh = Record<string, string>;
export type Entry =
  | ((w: World) => ValidRequest)
  | {
      prepare?: (w: World) => Promise<Fresh>;
      request: (w: World, fresh: Fresh) => ValidRequest;
      // Puts back what the request changed that other requests rely on (the caller's plan, their password).
      after?: (w: World) => Promise<void>;
      // A caller the policy lets in whose valid request still cannot succeed: the answer it must get, and why.
      refusedFor?: Partial<Record<CallerKey, { status: number; why: string }>>;
    };
export type EntryTable = Record<string, Entry>;

function expectStatus<R extends { statusCode: number; body: string }>(
  response: R,
  status: number,
  what: string,
) {
  if (response.statusCode !== status)
    throw new Error(`prepare ${what}: ${response.statusCode} ${response.body}`);
  return response;
}

// A market of the caller's manager (the caller themself, or the manager of the vendor's market).
export async function freshMarket(w: World): Promise<Fresh> {
  const market = await createMarket(w.manager, { name: freshName('Fresh Market ') });
  // A staff caller is given the new market, as their manager would (docs/decisions/029).
  if (w.staffMemberId) {
    await w.t.db.insert(staffMemberMarkets).values({ staffMemberId: w.staffMemberId, marketId: market.id });
  }
  const token = market.tokens[0]?.id;
  if (!token) throw new Error('fresh market has no token');
  return { market: market.id, token };
}

// A vendor the manager keeps, selling at their first market.
export async function freshKeptVendor(w: World): Promise<Fresh> {
  const response = await w.manager.api('POST', '/market-managers/vendors', {
    business_name: freshName('Fresh Farm '),
    type: 'PRODUCER',
    market_ids: [w.own.market],
  });
  return { vendor: expectStatus(response, 201, 'kept vendor').json().data.id };
}

// A pending application from the account's vendor to a fresh market of the manager.
export async function freshApplication(w: World): Promise<Fresh> {
  const { market } = await freshMarket(w);
  const application = await applied(w.vendor, { market_id: market as string, message: 'May we join?' });
  return { application: application.id, market: market as string };
}

// A document upload's form: an insurance policy that expires a year after the app clock's today.
export function documentUpload(w: World): ValidRequest['multipart'] {
  return {
    params: { type: 'Insurance', meta: { policy: 'P-1' }, expr: clockDay(w.t, 365) },
    file: { name: 'policy.pdf', content: FILES.pdf, type: 'application/pdf' },
  };
}

// A document of the caller's own (a vendor's), or of the vendor the manager keeps.
export async function freshDocument(w: World): Promise<Fresh> {
  const upload = documentUpload(w);
  const body = uploadBody({ params: upload?.params, file: upload?.file });
  const owner = actsForManager(w) ? `?owner_id=${w.own.vendor}` : '';
  const response = await postDocument(w.t, w.headers, body, owner);
  return { document: expectStatus(response, 201, 'document').json().data.id };
}

export async function freshCheckout(w: World): Promise<Fresh> {
  const day = freshDay(w.t);
  const response = await postCheckout(
    w.manager,
    { id: w.own.market },
    { market_vendor_id: w.own.marketVendor },
    day,
    42,
    { [w.own.token]: 1 },
  );
  return { transaction: expectStatus(response, 201, 'checkout').json().data.id, day };
}

export async function freshDayReport(w: World): Promise<Fresh> {
  const day = freshDay(w.t);
  const response = await w.manager.api('POST', `/market-managers/markets/${w.own.market}/day-reports`, {
    market: w.own.market,
    date: day,
    expenses: 3,
    tokens_distributed: [{ token_id: w.own.token, count: 1 }],
  });
  return { report: expectStatus(response, 201, 'day report').json().data.id, day };
}

export async function freshNotification(w: World): Promise<Fresh> {
  return { notification: await notificationFor(w.t, w.user.id, freshName('Fresh note ')) };
}

export async function freshProduct(w: World): Promise<Fresh> {
  return { product: (await addProduct(w.t, w.own.vendor, freshName('Fresh greens '))).id };
}

export async function freshAssociation(w: World): Promise<Fresh> {
  const association = await createAssociation(w.admin, { name: freshName('Fresh Growers ') });
  return { association: association.id, code: association.access_code };
}

// An association the account's vendor belongs to.
export async function freshMembership(w: World): Promise<Fresh> {
  const fresh = await freshAssociation(w);
  const joined = await w.vendor.api('POST', '/vendors/self/associations/join', { access_code: fresh.code });
  expectStatus(joined, 201, 'join association');
  return fresh;
}

// A user of their own with a password-reset link, read from the mail as they receive it (the outbox row
// withholds the token).
export async function freshResetToken(w: World): Promise<Fresh> {
  const { user } = await insertVendorUser(w.t.db);
  const response = await w.t.app.inject({
    method: 'POST',
    url: '/auth/password-reset/request',
    payload: { email: user.email },
  });
  expectStatus(response, 200, 'reset request');
  await settleBackgroundTasks(w.t.app.ctx);
  const mail = w.t.deliveredMail.filter((message) => message.to === user.email).at(-1);
  const match = /reset-password\/reset\?token=(\S+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error('no reset link was mailed');
  return { token: decodeURIComponent(match[1]) };
}

// A signed link to one of the caller's documents, as GET /documents/:id hands it to the owner.
export async function signedFileLink(w: World): Promise<Fresh> {
  const response = await w.vendor.api('GET', `/documents/${w.own.document}`);
  const url = new URL(expectStatus(response, 200, 'document link').json().url, 'http://marketday.test');
  return {
    path: url.pathname,
    expires: url.searchParams.get('expires') ?? '',
    sig: url.searchParams.get('sig') ?? '',
  };
}
