import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';

type SectionCardProps = {
  /** The title's id; the card is a group named by its title. */
  titleId: string;
  title: string;
  description?: ReactNode;
  /** Lays out what the card holds (e.g. `grid gap-5`). */
  contentClassName?: string;
  children: ReactNode;
};

// One titled part of a settings form (the manager's and the vendor's account pages, the market form).
export function SectionCard({ titleId, title, description, contentClassName, children }: SectionCardProps) {
  return (
    <Card role="group" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
