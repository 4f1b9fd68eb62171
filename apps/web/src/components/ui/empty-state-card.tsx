import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from './card';

type EmptyStateCardProps = {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  /** The next step, usually the button that creates the first one. */
  action?: ReactNode;
};

// Shown instead of a list that has nothing in it yet: an icon, what is missing, and what to do about it.
export function EmptyStateCard({ icon: Icon, title, description, action }: EmptyStateCardProps) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
        <Icon aria-hidden="true" className="size-10 text-muted-foreground" />
        <h2 className="font-semibold text-lg">{title}</h2>
        <p className="max-w-md text-muted-foreground text-sm">{description}</p>
        {action}
      </CardContent>
    </Card>
  );
}
