import { JoinAssociationSchema } from '@marketday/shared';
import { useAlerts } from '@/components/ui/alerts-provider';
import { FormTextField } from '@/components/ui/bound-fields';
import { Button } from '@/components/ui/button';
import { useJoinAssociation } from '@/entities/associations/join-association';
import { useServerForm } from '@/hooks/use-server-form';
import { useZodForm } from '@/hooks/use-zod-form';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// An unknown or inactive code, a full association or an existing membership is explained under the field.
export function JoinAssociationForm() {
  const t = useMessages(en);
  const { showSuccess } = useAlerts();
  const join = useJoinAssociation();
  const form = useZodForm(JoinAssociationSchema, {
    defaultValues: { access_code: '' },
  });
  const { control, setError, reset, formState } = form;

  const { onSubmit: submit } = useServerForm({
    form,
    send: join.mutateAsync,
    onSuccess: (result) => {
      showSuccess(result.message);
      reset();
    },
    // The form's one field is its banner too.
    refusal: (message) => setError('access_code', { type: 'server', message }),
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <FormTextField
        control={control}
        name="access_code"
        id="join-association-code"
        label={t('accessCode')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="flex-1 [&_input]:font-mono [&_input]:uppercase"
        hint={t('codeHint')}
      />
      <Button
        type="submit"
        disabled={!formState.isValid}
        loading={formState.isSubmitting}
        className="sm:mt-7"
      >
        {t('joinAssociation')}
      </Button>
    </form>
  );
}
