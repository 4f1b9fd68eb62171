import type { FormEventHandler, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import { Button } from './button';
import { FormBanner } from './form-banner';
import en from './locales/en.json';

// A form that fills a side sheet: its fields scroll, and the refusal, the submit and Cancel stay in view below.
export function SheetForm({
  onSubmit,
  error,
  submitLabel,
  canSubmit,
  submitting,
  onCancel,
  fieldsClassName,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The server's refusal that no field took. */
  error?: string | null;
  submitLabel: string;
  canSubmit: boolean;
  submitting: boolean;
  onCancel?: (() => void) | undefined;
  fieldsClassName?: string;
  children: ReactNode;
}) {
  const t = useMessages(en);
  return (
    <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
      <div className={cn('grid flex-1 content-start gap-5 overflow-y-auto px-4 pb-4', fieldsClassName)}>
        {children}
      </div>
      <div className="grid gap-2 border-t p-4">
        {error ? <FormBanner variant="error">{error}</FormBanner> : null}
        <Button type="submit" disabled={!canSubmit} loading={submitting}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
