import type { ReactNode } from 'react';

type HelpFieldsetProps = { id: string; legend: string; help: string; children: ReactNode };

// A group of the report's fields under its legend, described by its help text (docs/product.md's wording).
export function HelpFieldset({ id, legend, help, children }: HelpFieldsetProps) {
  const hintId = `${id}-hint`;
  return (
    <fieldset className="grid gap-3" aria-describedby={hintId}>
      <legend className="mb-2 font-medium text-sm">{legend}</legend>
      <p id={hintId} className="-mt-1 text-muted-foreground text-sm">
        {help}
      </p>
      {children}
    </fieldset>
  );
}
