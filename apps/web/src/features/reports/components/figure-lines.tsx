import type { ReactNode } from 'react';

type FigureLine = { key: string; label: ReactNode; value: ReactNode };

// A report card's figures below 1024 px: each on a line of its own, label left and value right, so nothing
// scrolls sideways.
export function FigureLines({ lines }: { lines: FigureLine[] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
      {lines.map(({ key, label, value }) => (
        <div key={key} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="text-right tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
