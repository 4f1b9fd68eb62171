// One year of the big market exported as CSV, read the way a browser downloads it, while the server's
// resident memory is sampled: a streamed export keeps the server's memory flat whatever the range.
import { readFile } from 'node:fs/promises';

export type CsvExportResult = {
  name: string;
  path: string;
  status: number;
  seconds: number;
  bytes: number;
  rows: number;
  /** Resident memory of the server process just before the request, and its peak while answering. */
  rssBeforeMb: number;
  rssPeakMb: number;
  /** The server's peak minus its memory before: what the export cost it. */
  rssGrowthMb: number;
  /** Time to the first byte of the body: a streamed export starts at once. */
  firstByteMs: number;
};

/** Issue 14: one year's CSV leaves the server's memory growing less than this. */
export const CSV_GROWTH_TARGET_MB = 50;
const SAMPLE_EVERY_MS = 20;

async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

export async function measureCsvExport(
  baseUrl: string,
  serverPid: number,
  path: string,
  accessToken: string,
): Promise<CsvExportResult> {
  const rssBeforeMb = await residentMb(serverPid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    void residentMb(serverPid).then((mb) => {
      rssPeakMb = Math.max(rssPeakMb, mb);
    });
  }, SAMPLE_EVERY_MS);
  const started = performance.now();
  let firstByteMs = 0;
  let bytes = 0;
  let rows = 0;
  let status = 0;
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      headers: { authorization: `Bearer ${accessToken}`, 'accept-encoding': 'identity' },
    });
    status = response.status;
    const reader = response.body?.getReader();
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      if (bytes === 0) firstByteMs = performance.now() - started;
      bytes += value.byteLength;
      for (const byte of value) if (byte === 10) rows++;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  rssPeakMb = Math.max(rssPeakMb, await residentMb(serverPid));
  const round = (mb: number) => Math.round(mb * 10) / 10;
  const result: CsvExportResult = {
    name: 'transactions CSV (1 year)',
    path,
    status,
    seconds: Math.round(seconds * 100) / 100,
    bytes,
    // The header line is not a transaction.
    rows: Math.max(rows - 1, 0),
    rssBeforeMb: round(rssBeforeMb),
    rssPeakMb: round(rssPeakMb),
    rssGrowthMb: round(rssPeakMb - rssBeforeMb),
    firstByteMs: Math.round(firstByteMs),
  };
  console.info(
    `  ${result.name}: ${result.status}, ${result.rows.toLocaleString('en-US')} rows, ` +
      `${(bytes / 1024 / 1024).toFixed(1)} MB in ${result.seconds} s (first byte ${result.firstByteMs} ms), ` +
      `server memory ${result.rssBeforeMb} → ${result.rssPeakMb} MB`,
  );
  return result;
}
