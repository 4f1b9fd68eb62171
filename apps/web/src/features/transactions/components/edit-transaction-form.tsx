import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAlerts } from '@/components/ui/alerts-provider';
import { FormCentsField } from '@/components/ui/bound-amount-fields';
import { FormCustomFieldsInput } from '@/components/ui/bound-custom-fields';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { type CheckoutDay, encodeCheckoutDraft } from '@/entities/checkout/checkout-money';
import { useOverwriteCheckout } from '@/entities/checkout/write-checkout';
import type { TransactionRow } from '@/entities/transactions/transaction-money';
import { useServerForm } from '@/hooks/use-server-form';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { CheckoutSummary } from './checkout-summary';
import { EditTokenFields } from './edit-token-fields';
import {
  customFieldNames,
  type EditTransactionOutput,
  type EditTransactionValues,
  editTokens,
  editTransactionDefaults,
  editTransactionSchema,
  toEditDraft,
} from './edit-transaction-values';

type EditTransactionFormProps = {
  transaction: TransactionRow;
  context: CheckoutDay;
  onDone: () => void;
};

export function EditTransactionForm({ transaction, context, onDone }: EditTransactionFormProps) {
  const t = useMessages(en);
  const id = useId();
  const { showSuccess } = useAlerts();
  const update = useOverwriteCheckout({ marketId: transaction.market_id });
  // Fixed at mount: the form's token fields line up with this list.
  const [tokens] = useState(() => editTokens({ context, transaction }));
  const form = useForm<EditTransactionValues, unknown, EditTransactionOutput>({
    resolver: zodResolver(editTransactionSchema),
    mode: 'onChange',
    defaultValues: editTransactionDefaults({ transaction, tokens }),
  });
  const { control, formState } = form;

  const { onSubmit: submit, formError: submitError } = useServerForm({
    form,
    send: (values) => update.mutateAsync(encodeCheckoutDraft(toEditDraft(values))),
    onSuccess: (result) => {
      showSuccess(result.message);
      onDone();
    },
  });

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
      <div className="grid flex-1 content-start gap-5 overflow-y-auto px-4 pb-4">
        <FormCentsField
          control={control}
          name="reported_gross"
          id={`${id}-gross`}
          label={t('grossProfit')}
          inputProps={{ onFocus: (event) => event.currentTarget.select(), className: 'h-12 text-lg' }}
        />
        <EditTokenFields control={control} idPrefix={id} tokens={tokens} />
        <fieldset className="grid gap-3">
          <legend className="mb-2 font-medium text-sm">{t('customFields')}</legend>
          <FormCustomFieldsInput
            control={control}
            name="custom_fields"
            fields={customFieldNames({ context, transaction })}
          />
        </fieldset>
        <CheckoutSummary
          control={control}
          context={context}
          tokens={tokens}
          vendorType={transaction.vendor_type}
        />
      </div>
      <div className="grid gap-2 border-t p-4">
        <FieldError message={submitError ?? undefined} />
        <Button type="submit" disabled={!formState.isValid} loading={formState.isSubmitting}>
          {t('saveChanges')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
