import { MarketInputSchema } from '@marketday/shared';
import { Plus } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { messagesOf, useMessages } from '@/lib/i18n/use-messages';
import en from '../../locales/en.json';

// The name rules come from the shared schema; only "already listed" is this editor's own.
function nameProblem(name: string, existing: string[]): string | undefined {
  if (existing.some((field) => field.toLowerCase() === name.toLowerCase()))
    return messagesOf(en)('fieldAlreadyListed');
  const result = MarketInputSchema.shape.custom_fields.safeParse({ [name]: '' });
  return result.success ? undefined : result.error.issues[0]?.message;
}

export function CustomFieldAdder({ existing, onAdd }: { existing: string[]; onAdd: (name: string) => void }) {
  const t = useMessages(en);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>();

  function add() {
    const name = draft.trim();
    const problem = nameProblem(name, existing);
    setError(problem);
    if (problem) return;
    onAdd(name);
    setDraft('');
  }

  // Enter adds the field instead of submitting the whole market form.
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  return (
    <div className="flex items-start gap-2">
      <FormField id="custom-field-new" label={t('newFieldName')} error={error} className="min-w-0 flex-1">
        {(aria) => (
          <Input
            {...aria}
            value={draft}
            placeholder={t('newFieldPlaceholder')}
            autoComplete="off"
            onChange={(event) => {
              setDraft(event.target.value);
              setError(undefined);
            }}
            onKeyDown={onKeyDown}
          />
        )}
      </FormField>
      <Button type="button" variant="outline" className="mt-6" onClick={add}>
        <Plus aria-hidden /> {t('add')}
      </Button>
    </div>
  );
}
