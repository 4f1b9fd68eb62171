import { noticeText, VENDOR_TYPE_LABELS, type VendorType } from '@marketday/shared';

// The notices' English is the shared notices catalogue's (noticeText), so the inbox can say it in the reader's
// language; the manager's reason for a refusal stays as they wrote it.
// Application notices are 'account_update': they change which markets one account belongs to.
// 'market_update' stays reserved for a manager's broadcast to every vendor of a market, so the inbox's
// "Market update" filter shows only those.
export const APPLICATION_NOTIFICATION_TYPE = 'account_update' as const;

export function newApplicationNotice({
  businessName,
  vendorType,
  marketName,
}: {
  businessName: string;
  vendorType: VendorType;
  marketName: string;
}) {
  return {
    title: noticeText('newApplicationTitle', { market: marketName }),
    message: noticeText('newApplicationMessage', {
      vendor: businessName,
      vendorType: VENDOR_TYPE_LABELS[vendorType],
      market: marketName,
    }),
  };
}

export type Decision = { status: 'APPROVED' } | { status: 'REJECTED'; reason: string };

export function decisionNotice({ decision, marketName }: { decision: Decision; marketName: string }) {
  if (decision.status === 'APPROVED')
    return {
      title: noticeText('approvedTitle', { market: marketName }),
      message: noticeText('approvedMessage', { market: marketName }),
    };
  return {
    title: noticeText('rejectedTitle', { market: marketName }),
    message: noticeText('rejectedMessage', { market: marketName, reason: decision.reason }),
  };
}
