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
  /**
   * BENCH_ONLY: a comma-separated list; only the scenarios whose name contains one of them (any case) run,
   * plus the bare Fastify baseline. The big market is grown only when one of its scenarios is chosen; the CSV
   * export, the checkout screen and Lighthouse run only when named ('csv', 'checkout screen', 'lighthouse').
   * Unset: everything.
   */
  only: string[] | null;
  /** BENCH_LANES: 'pglite', 'postgresql' or both (comma-separated). Unset: both. */
  lanes: string[] | null;
};

function listFromEnv(name: string): string[] | null {
  const items = (process.env[name] ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
  return items.length > 0 ? items : null;
}

/** Whether a filtered run chose this scenario (or extra measurement) by a part of its name. */
export function chosen(settings: Pick<BenchSettings, 'only'>, name: string): boolean {
  return !settings.only || settings.only.some((part) => name.toLowerCase().includes(part));
}

/** A run that leaves something out: its report goes to bench/.partial/, never over RESULTS.md. */
export function isPartial(settings: Pick<BenchSettings, 'only' | 'lanes'>): boolean {
  return settings.only !== null || settings.lanes !== null;
}

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
    only: listFromEnv('BENCH_ONLY'),
    lanes: listFromEnv('BENCH_LANES'),
  };
}
