import { type FieldValues, useFormState } from 'react-hook-form';
import { useMessages } from '@/lib/i18n/use-messages';
import type { AnyControl } from './bound-field-base';
import { Button } from './button';
import { FormBanner } from './form-banner';
import en from './locales/en.json';

type CancelSubmitButtonsProps = {
  submitLabel: string;
  canSubmit: boolean;
  submitting: boolean;
  onCancel: () => void;
};

// Cancel, then the submit: on only while the form may be sent, spinning while it is.
export function CancelSubmitButtons({
  submitLabel,
  canSubmit,
  submitting,
  onCancel,
}: CancelSubmitButtonsProps) {
  const t = useMessages(en);
  return (
    <>
      <Button type="button" variant="outline" onClick={onCancel}>
        {t('cancel')}
      </Button>
      <Button type="submit" disabled={!canSubmit} loading={submitting}>
        {submitLabel}
      </Button>
    </>
  );
}

// The end of a form in a dialog: the refusal no field took, then Cancel and the submit, side by side from the
// small breakpoint up (the submit on the right), stacked below it (the submit on top). The submit follows the
// form's state; `busy` holds it off and spinning for work the caller tracks itself.
export function FormFooterActions<T extends FieldValues, TOut>({
  control,
  error,
  submitLabel,
  busy = false,
  onCancel,
}: {
  control: AnyControl<T, TOut>;
  /** The server's refusal that no field took. */
  error?: string | null | undefined;
  submitLabel: string;
  busy?: boolean;
  onCancel: () => void;
}) {
  const { isValid, isSubmitting } = useFormState({ control });
  return (
    <>
      {error ? <FormBanner variant="error">{error}</FormBanner> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <CancelSubmitButtons
          submitLabel={submitLabel}
          canSubmit={isValid && !busy}
          submitting={isSubmitting || busy}
          onCancel={onCancel}
        />
      </div>
    </>
  );
}
