import {
  addDays,
  DEFAULT_TIME_ZONE,
  fromIsoDate,
  historicalDateError,
  todayAtMarket,
  toIsoDate,
} from '@marketday/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DatePicker } from '@/components/ui/date-picker';
import { FormBanner } from '@/components/ui/form-banner';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { offMarketDayText } from '@/entities/markets/off-market-day';
import { useMessages } from '@/lib/i18n/use-messages';
import { buildCheckoutUrl } from '../checkout-params';
import en from '../locales/en.json';
import type { HistoricalDatePickerProps } from './historical-date-picker';

// docs/product.md §5: catching up on a past market day; the date must be before today at the market, not the
// device's today (a manager abroad, or a phone still on Tuesday after a Monday evening market). The picker's
// dialog, loaded after the checkout's first screen with its calendar (./historical-date-picker.tsx), which mounts a
// new one at each opening: each starts with no date.
export function HistoricalDateDialog({
  marketId,
  marketName,
  timeZone,
  market,
  open = true,
  onOpenChange,
}: HistoricalDatePickerProps & { open?: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useMessages(en);
  const navigate = useNavigate();
  const [date, setDate] = useState<Date | null>(null);
  const [isTouched, setIsTouched] = useState(false);
  const today = todayAtMarket({ time_zone: timeZone ?? DEFAULT_TIME_ZONE }, new Date());
  const refusal = historicalDateError(date, today);
  const error = isTouched && refusal ? refusal : undefined;
  const picked = refusal ? null : date;
  // Opening the checkout with the notice in view is the confirmation; the button says so.
  const offDay = picked && market ? offMarketDayText({ market, date: toIsoDate(picked) }) : null;

  function go() {
    if (!picked) return;
    onOpenChange(false);
    navigate(buildCheckoutUrl({ marketId, marketName, date: picked }));
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('pastDay')}
      subtitle={t('pastDaySubtitle', { market: marketName })}
      confirmText={offDay ? t('openCheckoutAnyway') : t('openCheckout')}
      onConfirm={go}
      isConfirmDisabled={!picked}
      size="sm"
    >
      <FormField id="historical-checkout-date" label={t('marketDate')} error={error}>
        {(aria) => (
          <DatePicker
            {...aria}
            value={date}
            latest={addDays(fromIsoDate(today), -1)}
            onChange={(next) => {
              setDate(next);
              setIsTouched(true);
            }}
            onBlur={() => setIsTouched(true)}
          />
        )}
      </FormField>
      {offDay && (
        <FormBanner variant="warning" className="mt-4">
          {offDay} {t('checkOutAnyway')}
        </FormBanner>
      )}
    </Modal>
  );
}
