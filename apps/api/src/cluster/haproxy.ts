import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CONFIG_TEMPLATE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../deploy/haproxy.cfg',
);
const SERVERS_MARKER = '  # @servers';
const READY_TIMEOUT_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The haproxy on the PATH, or null. */
export function haproxyAvailable(): boolean {
  const probe = spawnSync('haproxy', ['-v'], { stdio: 'ignore' });
  return probe.status === 0;
}

/** deploy/haproxy.cfg with one `server` line per API process in place of its marker. */
export function haproxyConfig(backends: readonly { name: string; url: string }[]): string {
  const template = readFileSync(CONFIG_TEMPLATE, 'utf8');
  if (!template.includes(SERVERS_MARKER))
    throw new Error(`${CONFIG_TEMPLATE} has no '${SERVERS_MARKER}' line`);
  const servers = backends.map((b) => `  server ${b.name} ${new URL(b.url).host} check`).join('\n');
  return template.replace(SERVERS_MARKER, servers);
}

export type Balancer = { url: string; stop: () => Promise<void>; output: () => string[] };

/**
 * Runs haproxy in the foreground with the repository's config, listening on host:port, and waits until it passes
 * a request to a ready process.
 */
export async function startHaproxy({
  host = '127.0.0.1',
  port,
  backends,
  directory,
}: {
  host?: string;
  port: number;
  backends: readonly { name: string; url: string }[];
  /** Where the generated config is written. */
  directory: string;
}): Promise<Balancer> {
  mkdirSync(directory, { recursive: true });
  const file = path.join(directory, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(backends));
  const output: string[] = [];
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', file], {
    env: { ...process.env, MARKETDAY_LISTEN: `${host}:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = once(child, 'exit');
  const url = `http://${host}:${port}`;
  // SIGUSR1 is haproxy's soft stop: it closes its port and ends once the requests under way are answered.
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGUSR1');
    const timer = setTimeout(() => child.kill('SIGTERM'), 65_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`haproxy exited:\n${output.join('\n')}`);
    try {
      const response = await fetch(`${url}/ready`, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.status === 200) return { url, stop, output: () => [...output] };
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  await stop();
  throw new Error(
    `haproxy did not pass /ready through within ${READY_TIMEOUT_MS / 1000} s:\n${output.join('\n')}`,
  );
}
