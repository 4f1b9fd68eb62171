import { ReceiptText } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Button } from '@/components/ui/button';
import { useOpenPortal } from '@/entities/subscription/get-portal-url';
import { getErrorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// Billing opens the provider's portal: Stripe's hosted page, or the in-app history of the local provider.
export function BillingButtons({ provider }: { provider: string }) {
  const t = useMessages(en);
  const navigate = useNavigate();
  const { showError } = useAlerts();
  const portal = useOpenPortal();

  async function open(paymentOnly: boolean) {
    try {
      const url = await portal.mutateAsync(paymentOnly);
      if (url.startsWith('/')) await navigate(url);
      else window.location.assign(url);
    } catch (error) {
      showError(getErrorMessage(error, { useDetail: true }));
    }
  }

  return (
    <>
      <Button variant="outline" onClick={() => open(false)} disabled={portal.isPending}>
        <ReceiptText aria-hidden />
        {t('billing')}
      </Button>
      {provider === 'stripe' && (
        <Button variant="outline" onClick={() => open(true)} disabled={portal.isPending}>
          {t('updatePayment')}
        </Button>
      )}
    </>
  );
}
