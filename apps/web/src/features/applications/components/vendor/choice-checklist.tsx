import { type ReactNode, useId, useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadingPlaceholders } from '@/components/ui/loading-placeholders';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../../locales/en.json';

export type Choice = { id: string; label: string; detail?: ReactNode };

type ChoiceChecklistProps = {
  legend: string;
  hint?: ReactNode;
  choices: Choice[] | undefined;
  value: string[];
  onChange: (ids: string[]) => void;
  /** Shown when there is nothing to choose, with the next step. */
  empty: ReactNode;
  error?: string | undefined;
};

// Long catalogues get a filter box from this many entries.
const FILTER_FROM = 8;

// A fieldset of 44 px rows to tick on a phone; undefined choices show skeletons while they load.
export function ChoiceChecklist({
  legend,
  hint,
  choices,
  value,
  onChange,
  empty,
  error,
}: ChoiceChecklistProps) {
  const t = useMessages(en);
  const id = useId();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = choices?.filter((c) => !needle || c.label.toLowerCase().includes(needle)) ?? [];

  function toggle(choiceId: string, isChecked: boolean) {
    onChange(isChecked ? [...value, choiceId] : value.filter((v) => v !== choiceId));
  }

  return (
    <fieldset className="grid gap-1" aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className="mb-1 font-medium text-sm">
        {legend}
        {value.length > 0 && (
          <span className="ml-1 text-muted-foreground">{t('chosenCount', { count: value.length })}</span>
        )}
      </legend>
      {hint && (
        <p id={`${id}-hint`} className="mb-1 text-muted-foreground text-sm">
          {hint}
        </p>
      )}
      {error && <p className="text-destructive text-sm">{error}</p>}
      {!choices ? (
        <LoadingPlaceholders className="grid gap-2" placeholders={['h-11 w-full', 'h-11 w-full']} />
      ) : choices.length === 0 ? (
        <div className="rounded-md bg-muted/60 p-3 text-sm">{empty}</div>
      ) : (
        <>
          {choices.length >= FILTER_FROM && (
            <Input
              type="search"
              aria-label={t('filterChoices', { legend: legend.toLocaleLowerCase() })}
              placeholder={t('filterByName')}
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              className="mb-1"
            />
          )}
          <ul className="grid max-h-72 gap-0.5 overflow-y-auto">
            {shown.map((choice) => {
              const checkboxId = `${id}-${choice.id}`;
              return (
                <li key={choice.id} className="flex min-h-11 items-center gap-3">
                  <Checkbox
                    id={checkboxId}
                    checked={value.includes(choice.id)}
                    onCheckedChange={(checked) => toggle(choice.id, checked === true)}
                  />
                  <Label
                    htmlFor={checkboxId}
                    className="min-h-11 flex-1 flex-wrap py-2 font-normal leading-snug"
                  >
                    <span>{choice.label}</span>
                    {choice.detail}
                  </Label>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </fieldset>
  );
}
