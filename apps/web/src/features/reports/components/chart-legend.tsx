import type { LegendPayload } from 'recharts';

// The chart's legend: each series' mark, hidden from screen readers, then its name. Recharts' own legend labels
// each mark "<name> legend icon" in English, which a screen reader reads after the name it has just read.
export function ChartLegend({ payload }: { payload?: readonly LegendPayload[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs">
      {payload?.map((entry) => {
        const dashes =
          entry.payload && 'strokeDasharray' in entry.payload
            ? String(entry.payload.strokeDasharray)
            : undefined;
        return (
          <li key={entry.value ?? ''} className="flex items-center gap-1.5">
            <svg aria-hidden="true" width="14" height="10" viewBox="0 0 14 10" className="shrink-0">
              {entry.type === 'line' ? (
                <line
                  x1="0"
                  y1="5"
                  x2="14"
                  y2="5"
                  stroke={entry.color}
                  strokeWidth="2"
                  strokeDasharray={dashes}
                />
              ) : (
                <rect width="14" height="10" rx="2" fill={entry.color} />
              )}
            </svg>
            {entry.value}
          </li>
        );
      })}
    </ul>
  );
}
