import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

type SaveBarProps = {
  isValid: boolean;
  isSubmitting: boolean;
  submitLabel?: string;
  // Kept in view at the bottom of a long form, so Save is always one tap away on a phone.
  isSticky?: boolean;
  /** Shown before Save, e.g. a Cancel link. */
  secondary?: ReactNode;
};

// A form's Save button; while the form is invalid it is off and the bar says why.
export function SaveBar({
  isValid,
  isSubmitting,
  submitLabel = 'Save changes',
  isSticky = false,
  secondary,
}: SaveBarProps) {
  const save = (
    <Button type="submit" disabled={!isValid} loading={isSubmitting}>
      {submitLabel}
    </Button>
  );
  return (
    <div
      className={cn(
        'grid gap-2 sm:flex sm:items-center sm:justify-end',
        isSticky &&
          'sticky bottom-0 z-10 -mx-3 border-t bg-background/95 px-3 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:px-4',
      )}
    >
      {isValid ? null : (
        <p className="text-muted-foreground text-sm sm:mr-auto">
          Save turns on once every field is filled in correctly.
        </p>
      )}
      {secondary ? (
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          {secondary}
          {save}
        </div>
      ) : (
        save
      )}
    </div>
  );
}
