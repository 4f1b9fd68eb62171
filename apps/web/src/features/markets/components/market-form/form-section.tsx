import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

type FormSectionProps = { id: string; title: string; description?: ReactNode; children: ReactNode };

// One card per part of the market form, named for assistive technology by its title.
export function FormSection({ id, title, description, children }: FormSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Card role="group" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-5">{children}</CardContent>
    </Card>
  );
}
