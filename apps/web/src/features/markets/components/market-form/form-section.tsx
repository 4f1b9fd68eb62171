import type { ReactNode } from 'react';
import { SectionCard } from '@/components/ui/section-card';

type FormSectionProps = { id: string; title: string; description?: ReactNode; children: ReactNode };

// One card per part of the market form, named for assistive technology by its title.
export function FormSection({ id, children, ...heading }: FormSectionProps) {
  return (
    <SectionCard titleId={`${id}-title`} contentClassName="grid gap-5" {...heading}>
      {children}
    </SectionCard>
  );
}
