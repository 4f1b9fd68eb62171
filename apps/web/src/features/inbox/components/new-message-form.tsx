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

const RECIPIENT_COPY = {
  vendor: {
    label: 'Vendor',
    placeholder: 'Choose a vendor',
    emptyText:
      'Vendors with a Marketday account, or with an e-mail address on file, can receive messages here.',
  },
  market: { label: 'Market', placeholder: 'Choose a market', emptyText: 'Add a Market to get started.' },
} as const;

const VENDOR_SENDER_COPY = {
  label: 'Market',
  placeholder: 'Choose a market',
  emptyText: 'Once you sell at a market, you can write to its manager here.',
} as const;

export function NewMessageForm({
  sender,
  vendors,
  markets,
  isLoadingRecipients,
  onSubmit,
}: NewMessageFormProps) {
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
      showError(limited ? message : NOTIFICATION_MESSAGES.createFailed);
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
          label="Send"
          options={MESSAGE_MODES}
          value={mode}
          onChange={changeMode}
        />
      )}
      <Controller
        control={control}
        name="recipient_id"
        render={({ field, fieldState }) => (
          <RecipientField
            id={`${id}-recipient`}
            {...(sender === 'vendor' ? VENDOR_SENDER_COPY : RECIPIENT_COPY[mode])}
            options={mode === 'vendor' ? vendors : markets}
            isLoading={isLoadingRecipients}
            value={field.value}
            error={fieldState.error?.message}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      {sender === 'manager' && mode === 'market' && recipientId && <BroadcastReach marketId={recipientId} />}
      {sender === 'manager' && mode === 'vendor' && (
        <EmailRecipientNote recipient={vendors.find((vendor) => vendor.id === recipientId)} />
      )}
      <FormTextField control={control} name="title" id={`${id}-title`} label="Title" />
      <FormField id={`${id}-message`} label="Message" error={errors.message?.message}>
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
        Send
      </Button>
    </form>
  );
}
