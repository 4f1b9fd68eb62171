import type { Token } from '@marketday/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Button } from '@/components/ui/button';
import { FormArrayError } from '@/components/ui/form-collection-error';
import { useDeleteToken } from '@/entities/tokens/delete-token';
import { getErrorMessage } from '@/lib/api-client';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../../locales/en.json';
import { DeleteTokenDialog } from '../delete-token-dialog';
import { TokenEditor } from '../token-editor';
import { FormSection } from './form-section';
import { newTokenDefaults } from './form-values';
import { useMarketFormContext, useMarketFormErrors } from './use-market-form';

type TokensSectionProps = { marketId: string | undefined; savedTokens: Token[] };
type PendingDelete = { index: number; id: string; name: string };

export function TokensSection({ marketId, savedTokens }: TokensSectionProps) {
  const t = useMessages(en);
  const { control, getValues } = useMarketFormContext();
  const errors = useMarketFormErrors();
  const { showSuccess, showError } = useAlerts();
  // keyName 'key': the field array's own ids must not hide the tokens' `id`.
  const { fields, append, remove } = useFieldArray({ control, name: 'tokens', keyName: 'key' });
  const deleteToken = useDeleteToken(marketId ?? '');
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const countById = new Map(savedTokens.map((token) => [token.id, token.count]));

  function requestRemove(index: number) {
    const token = getValues(`tokens.${index}`);
    // A row that was never saved just goes; a saved token is deleted on the server after a confirm.
    if (!token?.id) remove(index);
    else setPending({ index, id: token.id, name: token.name });
  }

  async function confirmDelete() {
    if (!pending) return;
    try {
      const result = await deleteToken.mutateAsync(pending.id);
      remove(pending.index);
      showSuccess(sayShared(result.message));
      setPending(null);
    } catch (error) {
      showError(getErrorMessage(error, { useDetail: true }));
    }
  }

  const tokenErrors = errors.tokens;
  const listError = tokenErrors?.message || tokenErrors?.root ? tokenErrors : undefined;
  return (
    <FormSection id="market-tokens" title={t('tokens')} description={t('tokensDescription')}>
      {fields.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('noTokensAddOne')}</p>
      ) : (
        <ul className="grid gap-3">
          {fields.map((field, index) => (
            <TokenEditor
              key={field.key}
              index={index}
              marketId={marketId}
              currentCount={field.id ? countById.get(field.id) : undefined}
              onRemove={() => requestRemove(index)}
            />
          ))}
        </ul>
      )}
      <FormArrayError error={listError} />
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        onClick={() => append(newTokenDefaults())}
      >
        <Plus aria-hidden /> {t('addToken')}
      </Button>
      <DeleteTokenDialog
        tokenName={pending?.name ?? null}
        isDeleting={deleteToken.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </FormSection>
  );
}
