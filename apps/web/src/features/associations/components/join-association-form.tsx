import { JoinAssociationSchema } from '@marketday/shared';
import { useAlerts } from '@/components/ui/alerts-provider';
import { FormTextField } from '@/components/ui/bound-fields';
import { Button } from '@/components/ui/button';
import { useJoinAssociation } from '@/entities/associations/join-association';
import { useServerForm } from '@/hooks/use-server-form';
import { useZodForm } from '@/hooks/use-zod-form';

// An unknown or inactive code, a full association or an existing membership is explained under the field.
export function JoinAssociationForm() {
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
        label="Access code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="flex-1 [&_input]:font-mono [&_input]:uppercase"
        hint="The code the association's organiser gave you."
      />
      <Button
        type="submit"
        disabled={!formState.isValid}
        loading={formState.isSubmitting}
        className="sm:mt-7"
      >
        Join Association
      </Button>
    </form>
  );
}
