import { PRODUCT_TAG_GROUPS, PRODUCT_TAG_LABELS, type ProductTag } from '@marketday/shared';
import { memo } from 'react';
import { ToggleChip } from '@/components/ui/toggle-chip';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type TagPickerProps = { value: ProductTag[]; onChange: (tags: ProductTag[]) => void };

// The 41 tags as toggle chips in their groups, so a vendor scans "Dietary" apart from "Production".
// Memoised: typing in other fields must not redraw 41 chips on every keystroke.
export const TagPicker = memo(function TagPicker({ value, onChange }: TagPickerProps) {
  const t = useMessages(en);
  const toggle = (tag: ProductTag, isOn: boolean) =>
    onChange(isOn ? [...value, tag] : value.filter((chosen) => chosen !== tag));

  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 font-medium text-sm">
        {t('tags')} <span className="font-normal text-muted-foreground">{t('optional')}</span>
      </legend>
      {PRODUCT_TAG_GROUPS.map((group) => {
        const count = group.tags.filter((tag) => value.includes(tag)).length;
        return (
          <fieldset key={group.id} className="grid gap-2">
            <legend className="mb-2 font-medium text-muted-foreground text-sm">
              {sayShared(group.label)}
              {count > 0 && <span className="font-normal"> {t('chosenCount', { count })}</span>}
            </legend>
            <div className="flex flex-wrap gap-2">
              {group.tags.map((tag) => (
                <ToggleChip
                  key={tag}
                  isPressed={value.includes(tag)}
                  onPressedChange={(isOn) => toggle(tag, isOn)}
                >
                  {sayShared(PRODUCT_TAG_LABELS[tag])}
                </ToggleChip>
              ))}
            </div>
          </fieldset>
        );
      })}
    </fieldset>
  );
});
