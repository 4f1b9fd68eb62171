import type { ReactNode } from 'react';
import { Card } from './card';
import { Skeleton } from './skeleton';

export type TotalsFigure = { label: string; value: ReactNode };

type TotalsCardProps = {
  /** Names the region, e.g. 'Totals for the listed checkouts'. */
  label: string;
  /** null while the totals load: one placeholder holds their place. */
  figures: TotalsFigure[] | null;
};

// The sums over the rows a table lists, above the table.
export function TotalsCard({ label, figures }: TotalsCardProps) {
  return (
    <Card className="gap-0 py-4" aria-label={label} role="region">
      {figures ? (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 px-4 sm:grid-cols-3 lg:grid-cols-6">
          {figures.map(({ label: name, value }) => (
            <div key={name} className="grid min-w-0 gap-0.5">
              <dt className="text-muted-foreground text-xs uppercase tracking-wide">{name}</dt>
              <dd className="font-semibold text-lg tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <Skeleton className="mx-4 h-14" />
      )}
    </Card>
  );
}
