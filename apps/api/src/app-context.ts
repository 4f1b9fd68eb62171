import type { Config } from './config';
import type { Database, DatabaseKind } from './db/client';
import type { TokenSigner } from './modules/auth/tokens';

// What every module needs, decorated on the app once; `now` is injectable so tests can move the clock.
export type AppContext = {
  config: Config;
  db: Database;
  dbKind: DatabaseKind;
  signer: TokenSigner;
  now: () => Date;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
