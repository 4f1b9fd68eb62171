import { Button } from './button';

export type PagedQuery = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

// The end of a list the server pages: one button that loads the next page, shown only while there is one.
export function LoadMoreButton({
  query,
  label,
  shown,
  total,
}: {
  query: PagedQuery;
  label: string;
  shown: number;
  total: number | null;
}) {
  if (!query.hasNextPage) return null;
  return (
    <div className="flex flex-col items-center gap-1 py-3">
      {total !== null && (
        <p className="text-muted-foreground text-xs">
          Showing {shown} of {total}
        </p>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        loading={query.isFetchingNextPage}
        onClick={() => query.fetchNextPage()}
      >
        {label}
      </Button>
    </div>
  );
}
