import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_ROLE_LABELS,
  ACCOUNT_ROLES,
  type AccountingAccounts,
  AccountingAccountsSchema,
  DEFAULT_ACCOUNTS,
} from '@marketday/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormInputField } from '@/components/ui/bound-fields';
import { Button } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/form-banner';
import { useServerForm } from '@/hooks/use-server-form';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type BooksAccountsFormProps = {
  saved: AccountingAccounts;
  onSave: (accounts: AccountingAccounts) => Promise<unknown>;
};

// One account per kind of money, checked by the shared rule the server applies (an account is named, at most 100
// characters, no control characters); the fields keep the request's names, so the server's messages land on them.
export function BooksAccountsForm({ saved, onSave }: BooksAccountsFormProps) {
  const t = useMessages(en);
  const id = useId();
  const form = useForm<AccountingAccounts>({
    resolver: zodResolver(AccountingAccountsSchema),
    mode: 'onChange',
    defaultValues: saved,
  });
  const { control, formState } = form;
  const { onSubmit, formError } = useServerForm({ form, send: onSave });
  const useDefaults = () => {
    for (const role of ACCOUNT_ROLES)
      form.setValue(role, DEFAULT_ACCOUNTS[role], { shouldDirty: true, shouldValidate: true });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        {ACCOUNT_ROLES.map((role) => (
          <FormInputField
            key={role}
            control={control}
            name={role}
            id={`${id}-${role}`}
            label={sayShared(ACCOUNT_ROLE_LABELS[role])}
            autoComplete="off"
            maxLength={100}
          />
        ))}
      </div>
      {formError ? <FormBanner variant="error">{formError}</FormBanner> : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={useDefaults}>
          {t('useDefaults')}
        </Button>
        <Button
          type="submit"
          disabled={!formState.isValid || !formState.isDirty}
          loading={formState.isSubmitting}
        >
          {t('saveAccounts')}
        </Button>
      </div>
    </form>
  );
}
