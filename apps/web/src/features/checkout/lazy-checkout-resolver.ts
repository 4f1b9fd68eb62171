import { type FieldErrors, set } from 'react-hook-form';
import type { CheckoutDay } from '@/entities/checkout/checkout-money';
import type { LazyModule } from '@/lib/lazy-module';
import type { CheckoutFormValues, CheckoutResolver } from './checkout-form-schema';

type SchemaModule = typeof import('./checkout-form-schema');

const UNAVAILABLE = 'unavailable';

/**
 * What one form's checks share across the day's changes: whether the form has been painted yet (set by the form),
 * and what a failed load marked.
 */
export type LazyCheckState = { drawn: boolean; marked: Set<string> };

export function newLazyCheckState(): LazyCheckState {
  return { drawn: false, marked: new Set() };
}

/**
 * The checkout form's check, with its schema and zod fetched after the first screen (docs/decisions/038, sixth and
 * seventh passes). The checks run before the form is painted (its own first one, a reset to the opening vendor) wait
 * for that fetch rather than starting it in the first screen's way; any later one (the manager typed, picked or
 * submitted) fetches it at once if it is not there yet.
 * A check the schema cannot be loaded for says so on the field it was for (the vendor's field for the whole form) and
 * keeps Submit off, so nothing is booked unchecked; once the schema arrives, the fields that still say so are
 * checked again (`recheck`; a reset to another vendor has cleared them). One schema per vendor, made once for the day.
 */
export function lazyCheckoutResolver({
  day,
  schema,
  state,
  unavailable,
  errorOf,
  recheck,
}: {
  day: Pick<CheckoutDay, 'vendors' | 'market_tokens'>;
  schema: LazyModule<SchemaModule>;
  state: LazyCheckState;
  /** The message for a schema that could not be loaded, in the reader's language. */
  unavailable: string;
  /** The error a field shows now. */
  errorOf: (name: string) => { type?: string | undefined } | undefined;
  recheck: (names: string[]) => void;
}): CheckoutResolver {
  const byVendor = new Map<string, CheckoutResolver>();
  return async (values, context, options) => {
    let loaded: SchemaModule;
    try {
      loaded = schema.current() ?? (await (state.drawn ? schema.load() : schema.loadAfterFirstScreen()));
    } catch {
      const names = options.names?.length === 1 ? options.names : ['market_vendor_id'];
      const errors: FieldErrors<CheckoutFormValues> = {};
      for (const name of names) {
        set(errors, name, { type: UNAVAILABLE, message: unavailable });
        state.marked.add(name);
      }
      return { values: {}, errors };
    }
    if (state.marked.size > 0) {
      const stale = [...state.marked];
      state.marked.clear();
      // After this check's answer is applied, so the fields' own checks replace what the failure said.
      setTimeout(() => {
        const shown = stale.filter((name) => errorOf(name)?.type === UNAVAILABLE);
        if (shown.length > 0) recheck(shown);
      }, 0);
    }
    const id = values.market_vendor_id;
    let forVendor = byVendor.get(id);
    if (!forVendor) {
      forVendor = loaded.checkoutResolver(day, id);
      byVendor.set(id, forVendor);
    }
    return forVendor(values, context, options);
  };
}
