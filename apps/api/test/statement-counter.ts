import type { Database } from '../src/db/client';

type Queryable = { query: (...args: never[]) => unknown; exec?: (...args: never[]) => unknown };
type PgliteLike = Queryable & { transaction: (cb: (tx: Queryable) => unknown) => unknown };
type PoolLike = Queryable & { connect: () => Promise<Queryable & { release: () => void }> };

// Counts the statements the app sends to the database (each one a round trip), on PGlite and on a pg
// Pool alike: BEGIN and COMMIT count too (PGlite sends them inside `transaction`, so that counts two).
export function countStatements(db: Database) {
  const client = (db as unknown as { $client: PgliteLike | PoolLike }).$client;
  const sent: string[] = [];
  let active = true;
  const restore: (() => void)[] = [];
  const patch = <T extends object, K extends keyof T>(target: T, key: K, wrap: (original: T[K]) => T[K]) => {
    const original = target[key];
    target[key] = wrap(original);
    restore.push(() => {
      target[key] = original;
    });
  };
  const textOf = (args: unknown[]) => {
    const first = args[0] as string | { text?: string } | undefined;
    return typeof first === 'string' ? first : (first?.text ?? '?');
  };
  const counting = <F>(fn: F, self: object) =>
    ((...args: unknown[]) => {
      if (active) sent.push(textOf(args));
      return (fn as (...a: unknown[]) => unknown).apply(self, args);
    }) as F;

  if ('transaction' in client) {
    patch(client, 'query', (original) => counting(original, client));
    if (client.exec) patch(client, 'exec', (original) => counting(original, client));
    patch(
      client,
      'transaction',
      (original) =>
        ((cb: (tx: Queryable) => unknown) =>
          original.call(client, async (tx: Queryable) => {
            sent.push('BEGIN');
            const counted = Object.create(tx) as Queryable;
            counted.query = counting(tx.query, tx);
            if (tx.exec) counted.exec = counting(tx.exec, tx);
            try {
              return await cb(counted);
            } finally {
              sent.push('COMMIT or ROLLBACK');
            }
          })) as PgliteLike['transaction'],
    );
  } else {
    // pool.query and transactions both take a connection first: count on the connection.
    const patched = new WeakSet<object>();
    const counted = (connection: Queryable | undefined) => {
      if (connection && !patched.has(connection)) {
        patched.add(connection);
        connection.query = counting(connection.query, connection);
      }
      return connection;
    };
    patch(
      client,
      'connect',
      (original) =>
        ((callback?: (error: unknown, connection?: Queryable, done?: unknown) => void) => {
          const connect = original as unknown as (cb?: unknown) => Promise<Queryable>;
          if (!callback) return connect.call(client).then(counted);
          return connect.call(client, (error: unknown, connection?: Queryable, done?: unknown) =>
            callback(error, counted(connection), done),
          );
        }) as PoolLike['connect'],
    );
  }
  return {
    statements: sent,
    reset: () => {
      sent.length = 0;
    },
    stop: () => {
      active = false;
      for (const undo of restore.reverse()) undo();
    },
  };
}
