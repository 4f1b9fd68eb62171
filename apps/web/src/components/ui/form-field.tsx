import type * as React from 'react';
import { cn } from '@/lib/cn';
import { FieldError } from './field-error';
import { Input } from './input';
import { Label } from './label';

export type FieldAria = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: string | undefined;
  className?: string;
  children: (aria: FieldAria) => React.ReactNode;
};

// Label, control, hint and error wired together so a screen reader reads them as one field. The field never grows
// past its column: with `min-w-0` and a minmax(0, 1fr) column, a long choice in a select ("La mayor entre fija o
// porcentaje") is cut short instead of pushing the form wider than a phone.
export function FormField({ id, label, hint, error, className, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-muted-foreground text-sm">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export type TextFieldProps = React.ComponentProps<'input'> & {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: React.ReactNode;
  // A control drawn inside the input's right edge, e.g. a show-password toggle.
  action?: React.ReactNode;
};

export function TextField({ id, label, error, hint, action, className, ...props }: TextFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} className={className}>
      {(aria) => (
        <div className="relative">
          <Input {...aria} className={action ? 'pr-12' : undefined} {...props} />
          {action ? <div className="absolute inset-y-0 right-0 flex items-center">{action}</div> : null}
        </div>
      )}
    </FormField>
  );
}
