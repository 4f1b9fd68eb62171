import type { Config } from './config';
import type { Database, DatabaseKind } from './db/client';
import type { TokenSigner } from './lib/crypto/tokens';
import type { FileStorage } from './plugins/storage';

// What every module needs, decorated on the app once; `now` is injectable so tests can move the clock.
export type AppContext = {
  config: Config;
  db: Database;
  dbKind: DatabaseKind;
  signer: TokenSigner;
  now: () => Date;
  storage: FileStorage;
  // Signs the short-lived links that serve stored files.
  fileUrlKey: Buffer;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
