import { createHmac, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { MAX_DOCUMENT_BYTES, messageForStatus } from '@marketday/shared';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { AppContext } from './app-context';
import { type Config, fastifyTrustProxy } from './config';
import type { DatabaseHandle } from './db/client';
import { createTokenSigner } from './lib/crypto/tokens';
import { requestLocale } from './lib/i18n/translate';
import { loggerOptions, OneLinePerRequest, requestLoggerFactory } from './lib/log-redaction';
import { usePdfJobs, warmPdfWorkers } from './lib/pdf/pdf-renderer';
import { accountRoutes } from './modules/account';
import { accountingRoutes } from './modules/accounting';
import { applicationsRoutes } from './modules/applications';
import { associationsRoutes } from './modules/associations';
import { auditRoutes } from './modules/audit';
import { authRoutes, loadAuthUser, loadSigningKey, recallAuthUser } from './modules/auth';
import { billingRoutes } from './modules/billing';
import { boothFeesRoutes } from './modules/booth-fees';
import { boothMapPdfRoutes } from './modules/booth-map-pdf';
import { calendarsRoutes } from './modules/calendars';
import { cdfaRoutes } from './modules/cdfa';
import { dayReportsRoutes } from './modules/day-reports';
import { documentsRoutes } from './modules/documents';
import { funderReportsRoutes } from './modules/funder-reports';
import { healthRoutes } from './modules/health';
import { marketsRoutes } from './modules/markets';
import { notificationsRoutes, notifyVendorsRoutes } from './modules/notifications';
import { PDF_WORKER_ENTRY } from './modules/pdf-jobs';
import { productsRoutes } from './modules/products';
import { programReportRoutes } from './modules/program-report';
import { publicPageRoutes } from './modules/public-page';
import { receiptAnswersRoutes } from './modules/receipt-answers';
import { receiptsRoutes } from './modules/receipts';
import { reconciliationRoutes } from './modules/reconciliation';
import { reportsRoutes } from './modules/reports';
import {
  boothMapRoutes,
  dateRequestsRoutes,
  schedulesRoutes,
  seasonRoutes,
  syncScheduledBoothCharges,
} from './modules/season';
import { staffRoutes } from './modules/staff';
import { statementRoutes } from './modules/statements';
import { tokenFloatRoutes } from './modules/token-float';
import { tokensRoutes } from './modules/tokens';
import { transactionsRoutes } from './modules/transactions';
import { changePasswordRoutes, usersRoutes } from './modules/users';
import { vendorBalancesRoutes } from './modules/vendor-balances';
import { vendorSelfRoutes } from './modules/vendor-self';
import { marketVendorsRoutes, vendorsRoutes } from './modules/vendors';
import { authPlugin } from './plugins/auth';
import { cleanTextPlugin } from './plugins/clean-text';
import { clientRoutesPlugin } from './plugins/client-routes';
import { createStorage } from './plugins/create-storage';
import { errorHandlerPlugin, inLanguage } from './plugins/error-handler';
import { heavyReadsPlugin } from './plugins/heavy-reads';
import { createMailer, type Mailer, mailPlugin } from './plugins/mail';
import { spaPlugin } from './plugins/spa';
import type { FileStorage } from './plugins/storage';
import { createTestClock, testClockPlugin } from './plugins/test-clock';
import { createTestMailbox, testMailboxPlugin } from './plugins/test-mailbox';

const HSTS = 'max-age=31536000; includeSubDomains';

type HeaderValue = string | number | readonly string[];
type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

// The headers a middleware sets and removes, read once by running it on a response that only records them
// (docs/decisions/036-request-cost.md): helmet's are the same for every request (its policy has no per-request
// parts, such as a nonce), so each request sets the recorded list instead of running helmet's chain again. A
// middleware that does not finish at once, or fails, stops the start.
function recordedHeaders(middleware: Middleware) {
  const set: [string, HeaderValue][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: HeaderValue) => {
      set.push([name, value]);
    },
    removeHeader: (name: string) => {
      removed.push(name);
    },
  };
  let finished = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('the security headers middleware did not finish at once');
  return { set, removed };
}

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  now?: () => Date;
  mailer?: Mailer;
  storage?: FileStorage;
  logger?: FastifyServerOptions['logger'];
};

export async function buildApp({
  config,
  database,
  now = () => new Date(),
  mailer,
  storage,
  logger,
}: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    logController: new OneLinePerRequest(),
    childLoggerFactory: requestLoggerFactory,
    // Errors Fastify meets before a route (a path it cannot decode, %ED%A0%80; a path parameter too long, 414),
    // answered with their own status in the app's shape, not Fastify's.
    frameworkErrors: (error, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
      const body = inLanguage({ detail: messageForStatus(status), status }, requestLocale(request));
      (reply as FastifyReply).code(status).send(body);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const signingKey = await loadSigningKey({ db: database.db, secret: config.JWT_SECRET });
  const signer = createTokenSigner(signingKey);
  // Browser tests only: tokens, access and billing all read the same movable clock.
  const testClock = config.TEST_CLOCK ? createTestClock(now) : null;
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    signer,
    now: testClock?.now ?? now,
    storage: storage ?? (await createStorage(config)),
    fileUrlKey: createHmac('sha256', signingKey).update('file-urls').digest(),
  };
  app.decorate('ctx', ctx);

  await app.register(errorHandlerPlugin);
  await app.register(cleanTextPlugin);
  // Security headers, helmet's middleware built and run once at start, its headers recorded and set on every answer
  // (docs/decisions/036-request-cost.md: @fastify/helmet built it again for every request, parsing the policy each
  // time). First among the request hooks, as the plugin was: every answer, a 404 and an error included, carries them.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Sent below only on HTTPS (directly, or through a trusted proxy's X-Forwarded-Proto): plain HTTP on
    // localhost is the default and must stay reachable.
    strictTransportSecurity: false,
  });
  const headers = recordedHeaders(securityHeaders);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers.set) reply.raw.setHeader(name, value);
    for (const name of headers.removed) reply.raw.removeHeader(name);
    done();
  });
  // Shutting down (src/shutdown.ts): an answer finished after close() began also ends its connection, so a
  // keep-alive client (the balancer) reconnects elsewhere instead of holding this process open for the 72 s
  // keep-alive timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // HSTS on HTTPS, and the shutdown's connection: close. One callback-style hook: every answer passes it.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  // Answers over 1 KB travel compressed (brotli, else gzip) when the client accepts it: a market's lists and
  // reports are JSON that shrinks several times over. Brotli at quality 4 costs little CPU per answer; the web
  // app's files are compressed once at build time instead (plugins/spa.ts). A reply that already has a
  // Content-Encoding (those files) and types that do not compress (PDFs, images) are sent as they are.
  // Request bodies are not decompressed: no client sends them compressed.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  });
  await app.register(multipart, { limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 20 } });
  const sender =
    mailer ?? createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const mailbox = testClock ? createTestMailbox(sender) : null;
  await app.register(mailPlugin, { mailer: mailbox?.mailer ?? sender });
  await app.register(clientRoutesPlugin, { root: config.WEB_DIST });
  if (testClock) await app.register(testClockPlugin, { clock: testClock });
  if (mailbox) await app.register(testMailboxPlugin, { mailbox });
  await app.register(authPlugin, {
    db: database.db,
    signer,
    now: ctx.now,
    loadUser: (claims) => loadAuthUser({ db: database.db, ...claims }),
    recallUser: recallAuthUser,
  });
  await app.register(heavyReadsPlugin, {});
  usePdfJobs(PDF_WORKER_ENTRY);
  warmPdfWorkers();

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(notificationsRoutes);
  await app.register(notifyVendorsRoutes);
  await app.register(marketsRoutes);
  await app.register(vendorsRoutes);
  await app.register(marketVendorsRoutes);
  await app.register(tokensRoutes);
  await app.register(tokenFloatRoutes);
  await app.register(reconciliationRoutes);
  await app.register(auditRoutes);
  await app.register(cdfaRoutes);
  await app.register(transactionsRoutes);
  await app.register(accountRoutes);
  await app.register(billingRoutes);
  await app.register(dayReportsRoutes);
  await app.register(seasonRoutes);
  await app.register(schedulesRoutes);
  await app.register(dateRequestsRoutes);
  await app.register(boothMapRoutes);
  await app.register(boothMapPdfRoutes);
  // Saved settings re-price the coming dates: the season books them (booth fees never import the season).
  await app.register(boothFeesRoutes, { onSaved: (saved) => syncScheduledBoothCharges(saved) });
  await app.register(calendarsRoutes);
  await app.register(receiptsRoutes);
  await app.register(receiptAnswersRoutes);
  await app.register(reportsRoutes);
  await app.register(programReportRoutes);
  await app.register(funderReportsRoutes);
  await app.register(accountingRoutes);
  await app.register(documentsRoutes);
  await app.register(productsRoutes);
  await app.register(changePasswordRoutes);
  await app.register(vendorSelfRoutes);
  await app.register(vendorBalancesRoutes);
  await app.register(statementRoutes);
  await app.register(applicationsRoutes);
  await app.register(associationsRoutes);
  await app.register(publicPageRoutes);
  await app.register(staffRoutes);

  await app.register(spaPlugin, { root: config.WEB_DIST });
  return app;
}
