import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

type FormActionsProps = {
  submitLabel: string;
  cancelTo: string;
  isValid: boolean;
  isSubmitting: boolean;
};

// Kept in view at the bottom of a long form, so Save is always one tap away on a phone.
export function FormActions({ submitLabel, cancelTo, isValid, isSubmitting }: FormActionsProps) {
  return (
    <div className="sticky bottom-0 z-10 -mx-3 grid gap-2 border-t bg-background/95 px-3 py-3 backdrop-blur sm:mx-0 sm:flex sm:items-center sm:justify-end sm:rounded-xl sm:border sm:px-4">
      {isValid ? null : (
        <p className="text-muted-foreground text-sm sm:mr-auto">
          Save turns on once every field is filled in correctly.
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button asChild variant="outline">
          <Link to={cancelTo}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={!isValid} loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
