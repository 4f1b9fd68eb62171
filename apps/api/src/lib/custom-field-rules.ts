import { CUSTOM_FIELD_MESSAGES, unknownCustomFields } from '@marketday/shared';
import { badRequest } from './http-errors';

// 400 naming each field the market does not have (checkouts and day reports alike).
export function refuseUnknownCustomFields(
  values: Record<string, unknown>,
  marketFields: Iterable<string>,
  kept: Iterable<string> = [],
) {
  const errors = unknownCustomFields(values, marketFields, kept).map((key) => ({
    path: `custom_fields.${key}`,
    message: CUSTOM_FIELD_MESSAGES.unknown(key),
  }));
  const [first] = errors;
  if (first) throw badRequest(first.message, { errors });
}
