import { PASSWORD } from './factories';
import {
  documentUpload,
  type EntryTable,
  freshDocument,
  freshNotification,
  freshResetToken,
  signedFileLink,
} from './valid-request-targets';
import { actsForManager, clockDay, freshName, freshSession, type World } from './valid-request-worlds';

// Valid requests for signing in and out, accounts, the inbox, documents and the web app (see valid-requests.ts).

const NEW_PASSWORD = 'another-horse-battery';
const newUser = () => {
  const username = freshName('signup');
  return { username, email: `${username}@example.test`, password: 'long-password-1' };
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const isManager = actsForManager;
// Managers work on the documents of the vendor they keep (owner_id); vendors on their own.
const owner = (w: World): Record<string, string> => (isManager(w) ? { owner_id: w.own.vendor } : {});

export const ACCESS_REQUESTS: EntryTable = {
  // The load balancer's checks.
  'GET /health': () => ({ url: '/health' }),
  'GET /ready': () => ({ url: '/ready' }),
  // Public: the anonymous caller signs in as their own user with the real password.
  'POST /auth/login': (w) => ({
    url: '/auth/login',
    multipart: { fields: { username: w.user.username, password: PASSWORD, grant_type: 'password' } },
  }),
  'POST /auth/refresh': {
    prepare: async (w) => ({ refresh: (await freshSession(w)).refresh_token }),
    request: (_w, fresh) => ({ url: '/auth/refresh', headers: bearer(fresh.refresh as string) }),
  },
  // Ends a second session of the caller's own, so their main token stays signed in.
  'POST /auth/logout': {
    prepare: async (w) => ({ access: (await freshSession(w)).access_token }),
    request: (_w, fresh) => ({ url: '/auth/logout', headers: bearer(fresh.access as string) }),
  },
  'POST /auth/password-reset/request': (w) => ({
    url: '/auth/password-reset/request',
    body: { email: w.user.email },
  }),
  'POST /auth/password-reset/reset': {
    prepare: freshResetToken,
    request: (_w, fresh) => ({
      url: '/auth/password-reset/reset',
      body: { token: fresh.token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
    }),
  },
  'POST /users/vendor': () => ({
    url: '/users/vendor',
    body: {
      user: newUser(),
      vendor: {
        business_name: freshName('Signup Farm '),
        type: 'PRODUCER',
        receipt_email: 'farm@example.com',
      },
    },
  }),
  'POST /users/market_manager': () => ({
    url: '/users/market_manager',
    body: { user: newUser(), manager: { firstname: 'New', lastname: 'Manager', email: 'nm@example.test' } },
  }),
  'GET /users/self': () => ({ url: '/users/self' }),
  'PUT /users/self/language': () => ({ url: '/users/self/language', body: { language: 'en' } }),
  // Changes the password and, afterwards, back (the caller's session is kept; only others are signed out).
  'POST /users/self/password': {
    request: () => ({
      url: '/users/self/password',
      body: { current_password: PASSWORD, new_password: NEW_PASSWORD, confirm: NEW_PASSWORD },
    }),
    after: async (w) => {
      const back = await w.t.app.inject({
        method: 'POST',
        url: '/users/self/password',
        headers: w.headers,
        payload: { current_password: NEW_PASSWORD, new_password: PASSWORD, confirm: PASSWORD },
      });
      if (back.statusCode !== 200) throw new Error(`password not changed back: ${back.body}`);
    },
  },

  'GET /notifications': () => ({ url: '/notifications', query: { status: 'active', sort: 'newest' } }),
  'GET /notifications/unread': () => ({ url: '/notifications/unread' }),
  // Managers write to a vendor they see; vendors to the manager of a market they sell at.
  'POST /notifications': (w) => ({
    url: '/notifications',
    body: isManager(w)
      ? { title: 'Stall', message: 'Your stall is B4', vendor_id: w.seller }
      : { title: 'Question', message: 'Is there power at B4?', market_id: w.own.market },
  }),
  'PATCH /notifications/:id/read': (w) => ({
    url: `/notifications/${w.own.notification}/read`,
    query: { mark_as_read: 'true' },
  }),
  'PATCH /notifications/read/bulk': (w) => ({
    url: '/notifications/read/bulk',
    body: { ids: [w.own.notification], mark_as_read: true },
  }),
  'PATCH /notifications/archive/bulk': (w) => ({
    url: '/notifications/archive/bulk',
    body: { ids: [w.own.notification], archive: false },
  }),
  'DELETE /notifications/bulk': {
    prepare: freshNotification,
    request: (_w, fresh) => ({ url: '/notifications/bulk', body: { ids: [fresh.notification] } }),
  },

  'GET /documents': (w) => ({ url: '/documents', query: owner(w) }),
  'POST /documents': (w) => ({ url: '/documents', query: owner(w), multipart: documentUpload(w) }),
  'GET /documents/summary': (w) => ({ url: '/documents/summary', query: owner(w) }),
  'GET /documents/storage': () => ({ url: '/documents/storage' }),
  'GET /documents/expired': (w) => ({ url: '/documents/expired', query: owner(w) }),
  'GET /documents/:id': (w) => ({ url: `/documents/${w.own.document}` }),
  // The caller's current version: a vendor's own, or one of the vendor the manager keeps.
  'PATCH /documents/:id': {
    prepare: freshDocument,
    request: (w, fresh) => ({
      url: `/documents/${fresh.document}`,
      body: { expr: clockDay(w.t, 400), meta: { issue_date: clockDay(w.t, -10) } },
    }),
  },
  'DELETE /documents/:id': {
    prepare: freshDocument,
    request: (_w, fresh) => ({ url: `/documents/${fresh.document}` }),
  },
  // Public: the signed link is the credential, handed out a moment before.
  'GET /documents/files/:id': {
    prepare: signedFileLink,
    request: (_w, fresh) => ({
      url: fresh.path as string,
      query: { expires: fresh.expires as string, sig: fresh.sig as string },
    }),
  },

  // A browser navigation to a page of the web app gets index.html.
  'GET /*': () => ({ url: '/markets', headers: { accept: 'text/html,application/xhtml+xml' } }),
};
