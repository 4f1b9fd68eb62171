import type { ErrorMessageOptions } from '@marketday/shared';
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useAlertsIfProvided } from '@/components/ui/alerts-provider';
import { applyServerErrors } from '@/lib/apply-server-errors';

/**
 * Where a refusal goes that no field took (applyServerErrors' answer): the form's banner (`formError`, cleared
 * when the form is sent again), a toast, or the form's own place for it.
 */
export type RefusalTarget = 'banner' | 'toast' | ((message: string, error: unknown) => void);

export type ServerFormOptions<T extends FieldValues, C, TOut extends FieldValues, R> = {
  form: UseFormReturn<T, C, TOut>;
  /** Sends the valid values to the server. */
  send: (values: TOut) => Promise<R>;
  /** What follows an accepted send: a toast, a reset, closing the sheet. */
  onSuccess?: (result: R, values: TOut) => void;
  refusal?: RefusalTarget;
  /** How the refusal is worded (by default the server's `detail`); may depend on the error. */
  errorOptions?: (error: unknown) => ErrorMessageOptions;
};

// The submit of a form the server may refuse: the server's messages on the fields they name (the first one
// focused), and the rest in the banner, a toast or where the form says.
export function useServerForm<T extends FieldValues, C, TOut extends FieldValues, R>({
  form,
  send,
  onSuccess,
  refusal = 'banner',
  errorOptions,
}: ServerFormOptions<T, C, TOut, R>) {
  const alerts = useAlertsIfProvided();
  // A form whose refusals stay in its banner needs no toasts; one that toasts them does.
  if (refusal === 'toast' && !alerts)
    throw new Error('useServerForm with toast refusals must be used inside AlertsProvider');
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    if (refusal === 'banner') setFormError(null);
    try {
      const result = await send(values);
      onSuccess?.(result, values);
    } catch (error) {
      const message = applyServerErrors(form, error, errorOptions?.(error));
      if (refusal === 'banner') setFormError(message);
      else if (!message) return;
      else if (refusal === 'toast') alerts?.showError(message);
      else refusal(message, error);
    }
  });
  return { onSubmit, formError };
}
