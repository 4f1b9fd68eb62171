import {
  addDays,
  DEFAULT_TIME_ZONE,
  fromIsoDate,
  historicalDateSchema,
  type Season,
  todayAtMarket,
  toIsoDate,
  type Weekday,
} from '@marketday/shared';
import { History } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { FormBanner } from '@/components/ui/form-banner';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { offMarketDayText } from '@/entities/markets/off-market-day';
import { useMessages } from '@/lib/i18n/use-messages';
import { buildCheckoutUrl } from '../checkout-params';
import en from '../locales/en.json';

type HistoricalDatePickerProps = {
  marketId: string;
  marketName: string;
  /** The market's zone (the default zone until the markets are loaded): "today" is the date there. */
  timeZone: string | undefined;
  /** The market's days, once loaded: another day asks to be confirmed before its checkout opens. */
  market?: { name: string; day_of_week: Weekday; season?: Season } | undefined;
};

// docs/product.md §5: catching up on a past market day; the date must be before today at the market, not the
// device's today (a manager abroad, or a phone still on Tuesday after a Monday evening market).
export function HistoricalDatePicker({ marketId, marketName, timeZone, market }: HistoricalDatePickerProps) {
  const t = useMessages(en);
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const [date, setDate] = useState<Date | null>(null);
  const [isTouched, setIsTouched] = useState(false);
  const today = todayAtMarket({ time_zone: timeZone ?? DEFAULT_TIME_ZONE }, new Date());
  const result = historicalDateSchema(today).safeParse(date ?? undefined);
  const error = isTouched && !result.success ? result.error.issues[0]?.message : undefined;
  // Opening the checkout with the notice in view is the confirmation; the button says so.
  const offDay = result.success && market ? offMarketDayText({ market, date: toIsoDate(result.data) }) : null;

  function openPicker() {
    setDate(null);
    setIsTouched(false);
    setIsOpen(true);
  }

  function go() {
    if (!result.success) return;
    setIsOpen(false);
    navigate(buildCheckoutUrl({ marketId, marketName, date: result.data }));
  }

  return (
    <>
      <Button type="button" variant="outline" onClick={openPicker}>
        <History aria-hidden="true" />
        {t('pastDay')}
      </Button>
      <Modal
        open={isOpen}
        onOpenChange={setIsOpen}
        title={t('pastDay')}
        subtitle={t('pastDaySubtitle', { market: marketName })}
        confirmText={offDay ? t('openCheckoutAnyway') : t('openCheckout')}
        onConfirm={go}
        isConfirmDisabled={!result.success}
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
    </>
  );
}
