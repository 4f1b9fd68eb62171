import type { ReactNode } from 'react';

// The heading block at the top of each content page.
export function PageIntro({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="max-w-3xl">
      <h1 className="text-balance font-bold text-3xl tracking-tight md:text-4xl">{title}</h1>
      <div className="mt-4 text-lg text-muted-foreground">{children}</div>
    </div>
  );
}
