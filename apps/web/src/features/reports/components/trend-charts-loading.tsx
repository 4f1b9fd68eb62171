import { Skeleton } from '@/components/ui/skeleton';

// What stands in for the charts while their code loads: their cards' places and heights, so nothing below moves.
export function TrendChartsLoading() {
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-2" aria-busy="true">
      <Skeleton className="h-[22rem] w-full lg:col-span-2" />
      <Skeleton className="h-[22rem] w-full" />
      <Skeleton className="h-[22rem] w-full" />
    </div>
  );
}
