import { zodResolver } from '@hookform/resolvers/zod';
import { NOTIFICATION_MESSAGES } from '@marketday/shared';
import { SendIcon } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useAlerts } from '@/components/ui/alerts-provider';
import { FormTextField } from '@/components/ui/bound-fields';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useServerForm } from '@/hooks/use-server-form';
import { httpStatus } from '@/lib/api-client';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { BroadcastReach, EmailRecipientNote } from './broadcast-reach';
import {
  MESSAGE_MODES,
  type MessageMode,
  NewMessageFormSchema,
  type NewMessageFormValues,
  type RecipientOption,
} from './new-message-values';
import { RecipientField } from './recipient-field';

export type MessageSender = 'manager' | 'vendor';

type NewMessageFormProps = {
  /** A manager writes to a vendor or a whole market; a vendor writes to the manager of one of their markets. */
  sender: MessageSender;
  vendors: RecipientOption[];
  markets: RecipientOption[];
  isLoadingRecipients: boolean;
  onSubmit: (values: NewMessageFormValues) => Promise<void>;
};

// Keys of the inbox catalogue: the recipient field's words for each kind of recipient.
const RECIPIENT_COPY = {
  vendor: { label: 'vendor', placeholder: 'chooseVendor', emptyText: 'noVendors' },
  market: { label: 'market', placeholder: 'chooseMarket', emptyText: 'noMarkets' },
} as const;

const VENDOR_SENDER_COPY = {
  label: 'market',
  placeholder: 'chooseMarket',
  emptyText: 'noVendorMarkets',
} as const;

export function NewMessageForm({
  sender,
  vendors,
  markets,
  isLoadingRecipients,
  onSubmit,
}: NewMessageFormProps) {
  const t = useMessages(en);
  const id = useId();
  const { showError } = useAlerts();
  const form = useForm<NewMessageFormValues>({
    resolver: zodResolver(NewMessageFormSchema),
    mode: 'onTouched',
    defaultValues: {
      mode: sender === 'vendor' ? 'market' : 'vendor',
      recipient_id: '',
      title: '',
      message: '',
    },
  });
  const { control, register, setValue, resetField, formState } = form;
  const mode = useWatch({ control, name: 'mode' });
  const recipientId = useWatch({ control, name: 'recipient_id' });
  const { errors, isValid, isSubmitting } = formState;

  const { onSubmit: submit } = useServerForm({
    form,
    send: onSubmit,
    // What the server pins on the title or message shows there; a limit reached (the mail budget: 429 with
    // when it resets, or 400 for a send larger than it) in its own words; anything else is one plain toast.
    refusal: (message, error) => {
      const limited = httpStatus(error) === 429 || httpStatus(error) === 400;
      showError(limited ? message : sayShared(NOTIFICATION_MESSAGES.createFailed));
    },
  });

  function changeMode(next: MessageMode) {
    setValue('mode', next);
    // A vendor id means nothing as a market id; the title and message carry over.
    resetField('recipient_id');
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-1 flex-col gap-4 overflow-y-auto p-4">
      {sender === 'manager' && (
        <SegmentedControl
          kind="buttons"
          label={t('send')}
          options={MESSAGE_MODES.map((option) => ({ ...option, label: t(option.label) }))}
          value={mode}
          onChange={changeMode}
        />
      )}
      <Controller
        control={control}
        name="recipient_id"
        render={({ field, fieldState }) => {
          const copy = sender === 'vendor' ? VENDOR_SENDER_COPY : RECIPIENT_COPY[mode];
          return (
            <RecipientField
              id={`${id}-recipient`}
              label={t(copy.label)}
              placeholder={t(copy.placeholder)}
              emptyText={t(copy.emptyText)}
              options={mode === 'vendor' ? vendors : markets}
              isLoading={isLoadingRecipients}
              value={field.value}
              error={fieldState.error?.message}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          );
        }}
      />
      {sender === 'manager' && mode === 'market' && recipientId && <BroadcastReach marketId={recipientId} />}
      {sender === 'manager' && mode === 'vendor' && (
        <EmailRecipientNote recipient={vendors.find((vendor) => vendor.id === recipientId)} />
      )}
      <FormTextField control={control} name="title" id={`${id}-title`} label={t('title')} />
      <FormField id={`${id}-message`} label={t('message')} error={errors.message?.message}>
        {(aria) => (
          <textarea
            {...aria}
            {...register('message')}
            rows={6}
            className="field-sizing-content min-h-32 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none transition-[color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm"
          />
        )}
      </FormField>
      <Button
        type="submit"
        disabled={!isValid}
        loading={isSubmitting}
        className="w-full sm:ml-auto sm:w-auto"
      >
        <SendIcon aria-hidden="true" />
        {t('send')}
      </Button>
    </form>
  );
}
