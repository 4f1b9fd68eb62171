import { BOOTH_MAP_ITEM_KINDS, type BoothMapItem, LANDMARKS } from '@marketday/shared';
import { Trash2Icon } from 'lucide-react';
import { useId } from 'react';
import { itemName, LANDMARK_NAMES } from '@/components/booth-map/booth-map-drawing';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LabelledSelect } from '@/components/ui/option-select';
import { useMessages } from '@/lib/i18n/use-messages';
import type { EditorAction, ItemPatch } from '../layout-editor-state';
import en from '../locales/en.json';
import { FeetField } from './feet-field';

const KIND_NAMES = { BOOTH: 'kindBooth', AISLE: 'kindAisle', LANDMARK: 'kindLandmark' } as const;
const LANDMARK_OPTIONS = LANDMARKS.map((landmark) => ({ value: landmark, label: LANDMARK_NAMES[landmark] }));

const FEET_FIELDS = [
  { key: 'x', label: 'fromLeft', min: 0 },
  { key: 'y', label: 'fromTop', min: 0 },
  { key: 'w', label: 'widthFt', min: 1 },
  { key: 'h', label: 'depthFt', min: 1 },
] as const;

// The selected item's fields: everything the drawing does by pointer can be done here by keyboard alone.
export function ItemInspector({
  item,
  dispatch,
}: {
  item: BoothMapItem;
  dispatch: (action: EditorAction) => void;
}) {
  const t = useMessages(en);
  const id = useId();
  const kindOptions = BOOTH_MAP_ITEM_KINDS.map((kind) => ({ value: kind, label: t(KIND_NAMES[kind]) }));
  const update = (patch: ItemPatch) => dispatch({ type: 'update', id: item.id, patch });
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-xl border bg-card p-3 sm:p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="min-w-0 truncate font-semibold">
          {itemName(item)}
        </h3>
        <Button
          variant="outline"
          size="sm"
          onClick={() => dispatch({ type: 'remove', id: item.id })}
          aria-label={t('deleteItem', { name: itemName(item) })}
        >
          <Trash2Icon aria-hidden="true" />
          {t('delete')}
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="col-span-2 grid gap-1.5 sm:col-span-1">
          <Label htmlFor={`${id}-label`}>{t('label')}</Label>
          <Input
            id={`${id}-label`}
            value={item.label}
            maxLength={40}
            autoComplete="off"
            onChange={(event) => update({ label: event.target.value })}
          />
        </div>
        <div className="col-span-2 grid gap-1.5 sm:col-span-1">
          <LabelledSelect
            id={`${id}-kind`}
            label={t('kind')}
            value={item.kind}
            onChange={(kind) => update({ kind: kind as BoothMapItem['kind'] })}
            options={kindOptions}
          />
        </div>
        {item.kind === 'LANDMARK' && (
          <div className="col-span-2 grid gap-1.5">
            <LabelledSelect
              id={`${id}-landmark`}
              label={t('landmark')}
              value={item.landmark ?? 'OTHER'}
              onChange={(landmark) => update({ landmark: landmark as BoothMapItem['landmark'] })}
              options={LANDMARK_OPTIONS}
            />
          </div>
        )}
        {FEET_FIELDS.map((field) => (
          <FeetField
            key={field.key}
            id={`${id}-${field.key}`}
            label={t(field.label)}
            min={field.min}
            value={item[field.key]}
            onChange={(value) => update({ [field.key]: value })}
          />
        ))}
      </div>
    </section>
  );
}
