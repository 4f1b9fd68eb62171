import { spawn } from 'node:child_process';

// The password travels in PGPASSWORD, not on the command line, where any user of the machine could read it.
export function connectionFor(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { dbname: parsed.toString(), env };
}

// Where a URL points, without its password, for messages.
export function describeUrl(url: string) {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}

async function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (text: string) => {
    stderr += text;
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${command} was not found: install the PostgreSQL client tools (the server's major version or newer) and put them on PATH`,
            )
          : error,
      );
    });
    child.once('close', resolve);
  });
  if (code !== 0) throw new Error(`${command} failed (exit ${code}):\n${stderr.trim()}`);
}

// Custom format: compressed, and pg_restore can restore it into another database owned by another role.
// `snapshot`: one exported by a transaction still open, so the dump sees exactly what that transaction sees.
export function pgDump({ url, file, snapshot }: { url: string; file: string; snapshot?: string }) {
  const { dbname, env } = connectionFor(url);
  const args = ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`];
  if (snapshot) args.push(`--snapshot=${snapshot}`);
  return run('pg_dump', args, env);
}

// One transaction: a restore that fails part-way leaves the database as it was.
export function pgRestore({ url, file }: { url: string; file: string }) {
  const { dbname, env } = connectionFor(url);
  return run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file],
    env,
  );
}
