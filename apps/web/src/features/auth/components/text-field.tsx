import type * as React from 'react';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

export type TextFieldProps = React.ComponentProps<'input'> & {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: React.ReactNode;
  // A control drawn inside the input's right edge, e.g. a show-password toggle.
  action?: React.ReactNode;
};

// Label, input, hint and error wired together so assistive technology reads them as one field.
export function TextField({ id, label, error, hint, action, className, ...props }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={action ? 'pr-12' : undefined}
          {...props}
        />
        {action ? <div className="absolute inset-y-0 right-0 flex items-center">{action}</div> : null}
      </div>
      {hint ? (
        <p id={hintId} className="text-muted-foreground text-sm">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
