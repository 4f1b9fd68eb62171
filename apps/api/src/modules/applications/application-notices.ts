import { VENDOR_TYPE_LABELS, type VendorType } from '@marketday/shared';

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
    title: `New application for ${marketName}`,
    message: `${businessName} (${VENDOR_TYPE_LABELS[vendorType]}) applied to sell at ${marketName}. Review it on your Applications page.`,
  };
}

export type Decision = { status: 'APPROVED' } | { status: 'REJECTED'; reason: string };

export function decisionNotice({ decision, marketName }: { decision: Decision; marketName: string }) {
  if (decision.status === 'APPROVED')
    return {
      title: `Welcome to ${marketName}`,
      message: `Your application to ${marketName} was approved. The market now shows on your Markets page.`,
    };
  return {
    title: `Application to ${marketName} not accepted`,
    message: `Your application to ${marketName} was not accepted. Reason: ${decision.reason}`,
  };
}
