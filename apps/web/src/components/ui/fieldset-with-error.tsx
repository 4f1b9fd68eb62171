import type { ReactNode } from 'react';
import { FieldError } from './field-error';

type FieldsetWithErrorProps = {
  legend: ReactNode;
  /** The id the error message takes while there is one; the fieldset points at it. */
  errorId: string;
  error?: string | undefined;
  /** Shown instead of the choices when there are none to make. */
  emptyText?: ReactNode;
  className: string;
  legendClassName: string;
  children: ReactNode;
};

// A group of choices (checkboxes) with one error for the whole group: the fieldset is marked invalid and
// described by the message, so a screen reader reads the error on entering the group.
export function FieldsetWithError({
  legend,
  errorId,
  error,
  emptyText,
  className,
  legendClassName,
  children,
}: FieldsetWithErrorProps) {
  const describedBy = error ? errorId : undefined;
  return (
    <fieldset className={className} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className={legendClassName}>{legend}</legend>
      {emptyText && <p className="text-muted-foreground text-sm">{emptyText}</p>}
      {children}
      <FieldError id={describedBy} message={error} />
    </fieldset>
  );
}
