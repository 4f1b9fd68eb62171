// Benchmark knobs, read from the environment with sane, bounded defaults.
export type BenchSettings = {
  /** Measured seconds per scenario (BENCH_DURATION). */
  duration: number;
  /** Unmeasured warm-up seconds before each scenario; 0 turns it off (BENCH_WARMUP). */
  warmup: number;
  /** Connections for cheap requests: users/self and the bare Fastify baseline (BENCH_CONNECTIONS). */
  connections: number;
  /** Connections for the CPU-bound argon2 login (BENCH_LOGIN_CONNECTIONS). */
  loginConnections: number;
  /** Most connections for the big market's transactions lists, megabytes an answer (BENCH_LIST_CONNECTIONS). */
  listConnections: number;
};

function intFromEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
  }
  return value;
}

export function readSettings(): BenchSettings {
  return {
    duration: intFromEnv('BENCH_DURATION', 10, 1, 600),
    warmup: intFromEnv('BENCH_WARMUP', 2, 0, 60),
    connections: intFromEnv('BENCH_CONNECTIONS', 50, 1, 1000),
    loginConnections: intFromEnv('BENCH_LOGIN_CONNECTIONS', 10, 1, 1000),
    listConnections: intFromEnv('BENCH_LIST_CONNECTIONS', 10, 1, 100),
  };
}
