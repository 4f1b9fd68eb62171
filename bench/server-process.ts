import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';

export const HOST = '127.0.0.1';
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;
const OUTPUT_LINES_KEPT = 40;

export type ServerProcess = {
  name: string;
  baseUrl: string;
  /** The server's own process, for memory readings (/proc/<pid>/status). */
  pid: number;
  stop: () => Promise<void>;
};

export type ServerSpec = {
  name: string;
  /** Script path relative to cwd, run as `node --import tsx <script>`. */
  script: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Polled with GET until it answers with readyStatus. */
  readyPath: string;
  readyStatus: number;
};

/** Asks the OS for a free loopback port. */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port!;
}

/**
 * `count` different free ports. Each is held until all are chosen: asked one after another, the system may hand
 * back a port it just gave (the cluster test once started two API processes on one port, EADDRINUSE).
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => net.createServer());
  try {
    const ports: number[] = [];
    for (const server of servers) {
      server.listen(0, HOST);
      await once(server, 'listening');
      const address = server.address();
      if (address === null || typeof address === 'string') throw new Error('could not get a free port');
      ports.push(address.port);
    }
    return ports;
  } finally {
    await Promise.all(servers.filter((s) => s.listening).map((s) => new Promise((done) => s.close(done))));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilReady(child: ChildProcess, url: string, status: number): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error('server exited during start-up');
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.status === status) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`server did not answer ${status} at ${url} within ${READY_TIMEOUT_MS / 1000} s`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** Starts a server as a child process on a free loopback port and waits until it answers. */
export async function startServer(spec: ServerSpec): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://${HOST}:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', spec.script], {
    cwd: spec.cwd,
    env: { ...spec.env, PORT: String(port), HOST },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  // Keep the tail of the output to explain a failed start; warnings are passed through.
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - OUTPUT_LINES_KEPT));
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', (chunk: Buffer) => {
    collect(chunk);
    process.stderr.write(`[${spec.name}] ${chunk.toString()}`);
  });

  try {
    await waitUntilReady(child, `${baseUrl}${spec.readyPath}`, spec.readyStatus);
  } catch (error) {
    await stopChild(child);
    console.error(`[${spec.name}] last output:\n${output.join('\n')}`);
    throw error;
  }
  return { name: spec.name, baseUrl, pid: child.pid ?? 0, stop: () => stopChild(child) };
}
