import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangePassword, ChangePasswordSchema } from '@marketday/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { PasswordField } from '@/components/ui/password-field';
import { useChangePassword } from '@/entities/users/change-password';
import { useServerForm } from '@/hooks/use-server-form';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

const EMPTY: ChangePassword = { current_password: '', new_password: '', confirm: '' };

// For every role's account page: prove the current password, choose a new one, sign other devices out.
export function ChangePasswordCard() {
  const t = useMessages(en);
  const id = useId();
  const { showSuccess } = useAlerts();
  const change = useChangePassword();
  const form = useForm<ChangePassword>({
    resolver: zodResolver(ChangePasswordSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { register, reset, formState } = form;
  const { errors, isSubmitting, isValid } = formState;

  // A wrong current password comes back as 400 with its own wording.
  const { onSubmit: submit, formError: submitError } = useServerForm({
    form,
    send: change.mutateAsync,
    onSuccess: (result) => {
      showSuccess(result.message);
      reset(EMPTY);
    },
  });

  return (
    <Card role="group" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-5 sm:max-w-md">
          <PasswordField
            id={`${id}-current`}
            label={t('currentPassword')}
            autoComplete="current-password"
            error={errors.current_password?.message}
            {...register('current_password')}
          />
          <PasswordField
            id={`${id}-new`}
            label={t('newPassword')}
            autoComplete="new-password"
            hint={t('passwordHint')}
            error={errors.new_password?.message}
            {...register('new_password', { deps: ['confirm'] })}
          />
          <PasswordField
            id={`${id}-confirm`}
            label={t('confirmNewPassword')}
            autoComplete="new-password"
            error={errors.confirm?.message}
            {...register('confirm')}
          />
          <FieldError id={`${id}-error`} message={submitError ?? undefined} />
          <Button type="submit" disabled={!isValid} loading={isSubmitting} className="sm:w-fit">
            {t('changePassword')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
