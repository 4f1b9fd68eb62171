import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useManagerPermissions } from '@/lib/manager-permissions';

type DetailCardProps = {
  title: string;
  /** A link to where the card's contents are managed, shown only to those who may edit markets. */
  action?: { to: string; label: string };
  children: ReactNode;
  className?: string;
};

// A titled card on the market page, with an optional link to where its contents are managed.
export function DetailCard({ title, action, children, className }: DetailCardProps) {
  // The pages the links lead to are a co-manager's at most (docs/decisions/029).
  const { canEditMarkets } = useManagerPermissions();
  return (
    <Card className={className}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <CardTitle>{title}</CardTitle>
        {action && canEditMarkets ? (
          <Link
            to={action.to}
            className="inline-flex min-h-11 items-center rounded-sm font-medium text-primary text-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {action.label}
          </Link>
        ) : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function EmptyNote({ children }: { children: ReactNode }) {
  return <div className="grid gap-1 text-muted-foreground text-sm">{children}</div>;
}
