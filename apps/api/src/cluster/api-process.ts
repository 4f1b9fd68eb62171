import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 35_000;
const OUTPUT_LINES_KEPT = 40;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type ApiProcess = {
  name: string;
  port: number;
  url: string;
  pid: () => number | undefined;
  running: () => boolean;
  /** Resolves when the process exits, however it ends. */
  exited: () => Promise<void>;
  /** SIGTERM: the process finishes its requests and closes its pool (src/shutdown.ts). */
  stop: () => Promise<void>;
  /** SIGKILL: a crash, nothing finished. */
  kill: () => Promise<void>;
  /** Starts it again on the same port and waits until /ready. */
  restart: () => Promise<void>;
  output: () => string[];
};

/**
 * One API process (src/server.ts) on a fixed loopback port, for `npm run start:cluster` and the cluster test.
 * Resolves once it answers 200 on /ready.
 */
export async function startApiProcess({
  name,
  port,
  host = '127.0.0.1',
  env,
  echo = false,
}: {
  name: string;
  port: number;
  host?: string;
  env: NodeJS.ProcessEnv;
  /** Pass the process's output through, each line prefixed with its name. */
  echo?: boolean;
}): Promise<ApiProcess> {
  const url = `http://${host}:${port}`;
  const output: string[] = [];
  let child: ChildProcess;
  let exit: Promise<void>;

  const collect = (chunk: Buffer) => {
    const lines = chunk.toString().split('\n').filter(Boolean);
    if (echo) for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
    output.push(...lines);
    output.splice(0, Math.max(0, output.length - OUTPUT_LINES_KEPT));
  };
  const running = () => child.exitCode === null && child.signalCode === null;

  const launch = async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_ROOT,
      env: { ...env, PORT: String(port), HOST: host },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    exit = once(child, 'exit').then(() => undefined);
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (!running()) throw new Error(`${name} exited while starting:\n${output.join('\n')}`);
      try {
        const response = await fetch(`${url}/ready`, { signal: AbortSignal.timeout(2_000) });
        await response.body?.cancel();
        if (response.status === 200) return;
      } catch {
        // Not listening yet.
      }
      await sleep(200);
    }
    child.kill('SIGKILL');
    throw new Error(`${name} was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${output.join('\n')}`);
  };

  const end = async (signal: 'SIGTERM' | 'SIGKILL') => {
    if (!running()) return;
    child.kill(signal);
    const timer = signal === 'SIGTERM' ? setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS) : null;
    await exit;
    if (timer) clearTimeout(timer);
  };

  await launch();
  return {
    name,
    port,
    url,
    pid: () => child.pid,
    running,
    exited: () => exit,
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
    restart: async () => {
      await end('SIGTERM');
      await launch();
    },
    output: () => [...output],
  };
}
