import { Button } from './button';
import { FormBanner } from './form-banner';

// The end of a form in a dialog: the refusal no field took, then Cancel and the submit, side by side from the
// small breakpoint up (the submit on the right), stacked below it (the submit on top).
export function FormFooterActions({
  error,
  submitLabel,
  canSubmit,
  submitting,
  onCancel,
}: {
  /** The server's refusal that no field took. */
  error?: string | null | undefined;
  submitLabel: string;
  canSubmit: boolean;
  submitting: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      {error ? <FormBanner variant="error">{error}</FormBanner> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSubmit} loading={submitting}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
