import type { DayReportTokenCount } from '@marketday/shared';
import { Controller } from 'react-hook-form';
import { FieldError } from '@/components/ui/field-error';
import { TokenCountField } from '@/entities/tokens/token-count-field';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import type { DayReportFormControl, ReportToken } from './day-report-values';
import { HelpFieldset } from './help-fieldset';
import { TokenCountList } from './token-count-list';

type TokensDistributedFieldsProps = {
  control: DayReportFormControl;
  idPrefix: string;
  tokens: ReportToken[];
  /** The night's tokens distributed from the info booth's token float, or null when the report counts its own. */
  fromFloat: DayReportTokenCount[] | null;
};

// One whole-number count per market token; `tokens_distributed[i]` belongs to `tokens[i]`. A night the info booth
// kept a token float for shows the float's counts instead, read-only (docs/product.md §23, one truth).
export function TokensDistributedFields({
  control,
  idPrefix,
  tokens,
  fromFloat,
}: TokensDistributedFieldsProps) {
  const t = useMessages(en);
  if (fromFloat) {
    return (
      <HelpFieldset
        id={`${idPrefix}-tokens-distributed`}
        legend={t('tokensDistributed')}
        help={t('fromFloat')}
      >
        {fromFloat.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('noTokensFromFloat')}</p>
        ) : (
          <TokenCountList counts={fromFloat} tokens={tokens} />
        )}
      </HelpFieldset>
    );
  }
  return (
    <HelpFieldset
      id={`${idPrefix}-tokens-distributed`}
      legend={t('tokensDistributed')}
      help={t('helpTokensDistributed')}
    >
      {tokens.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('noTokens')}</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {tokens.map((token, index) => {
            const id = `${idPrefix}-distributed-${token.id}`;
            return (
              <Controller
                key={token.id}
                control={control}
                name={`tokens_distributed.${index}.count`}
                render={({ field, fieldState }) => (
                  <div className="grid gap-2">
                    <TokenCountField
                      id={id}
                      token={token}
                      field={field}
                      invalid={Boolean(fieldState.error)}
                      describedBy={fieldState.error ? `${id}-error` : undefined}
                      labelClassName="min-h-7"
                    />
                    <FieldError id={`${id}-error`} message={fieldState.error?.message} />
                  </div>
                )}
              />
            );
          })}
        </div>
      )}
    </HelpFieldset>
  );
}
