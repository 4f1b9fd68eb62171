import {
  type CheckoutDraft,
  TOKEN_PROGRAM_MESSAGES,
  tokenAcceptedBy,
  type VendorType,
} from '@marketday/shared';
import { badRequest } from '../../lib/http-errors';
import type { CheckoutInputs } from './checkout-inputs.repository';

// Issue 17: each token names the vendor types that may accept it (SNAP for eligible food, incentives for
// fruit and vegetables, …). A checkout paying a vendor with a token its type may not take is refused with
// a field error on that token's count. `booked` holds the counts the checkout already had when it is
// overwritten: a count kept or lowered stays valid although the rule or the vendor's type changed since;
// only a new or raised count is judged by today's rule (docs/api-contracts.md "Token programs").
export function refuseUnacceptedTokens({
  inputs,
  draft,
  vendorType,
  booked = new Map(),
}: {
  inputs: CheckoutInputs;
  draft: CheckoutDraft;
  vendorType: VendorType;
  booked?: ReadonlyMap<string, number>;
}) {
  const rows = new Map((inputs.tokens ?? []).map((token) => [token.id, token]));
  const errors: { path: string; message: string }[] = [];
  draft.tokens.forEach((line, index) => {
    const token = rows.get(line.tokenId.toLowerCase());
    if (!token || line.count <= 0 || tokenAcceptedBy(token, vendorType)) return;
    if (line.count <= (booked.get(token.id) ?? 0)) return;
    errors.push({
      path: `tokens.${index}.count`,
      message: TOKEN_PROGRAM_MESSAGES.notAccepted(token.name, vendorType),
    });
  });
  const [first] = errors;
  if (first) throw badRequest(first.message, { errors });
}
