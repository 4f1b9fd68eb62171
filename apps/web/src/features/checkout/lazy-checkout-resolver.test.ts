import type { ResolverOptions } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LazyModule } from '@/lib/lazy-module';
import type { CheckoutFormValues } from './checkout-form-schema';
import * as schemaModule from './checkout-form-schema';
import { emptyFormValues } from './form-values';
import { lazyCheckoutResolver, newLazyCheckState } from './lazy-checkout-resolver';
import { ALPHA, buildDay } from './testing/checkout-fixtures';

type SchemaModule = typeof schemaModule;
const UNAVAILABLE = 'This part of the page could not be loaded.';
const day = buildDay();
const values = (): CheckoutFormValues => emptyFormValues({ context: day, vendorId: ALPHA.market_vendor_id });
const asked = (...names: string[]) =>
  ({ names, fields: {}, shouldUseNativeValidation: false }) as unknown as ResolverOptions<CheckoutFormValues>;

function setUp(loader: Partial<LazyModule<SchemaModule>>) {
  const state = newLazyCheckState();
  const schema: LazyModule<SchemaModule> = {
    load: vi.fn(() => Promise.resolve(schemaModule)),
    loadAfterFirstScreen: vi.fn(() => Promise.resolve(schemaModule)),
    current: () => undefined,
    ...loader,
  };
  const recheck = vi.fn();
  // What the fields show: the failure's message until a reset clears it.
  const shown = new Map<string, { type: string; message: string }>();
  const resolver = lazyCheckoutResolver({
    day,
    schema,
    state,
    unavailable: UNAVAILABLE,
    errorOf: (name) => shown.get(name),
    recheck,
  });
  return { schema, recheck, resolver, shown, state };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('lazyCheckoutResolver', () => {
  it('lets the checks before the form is painted wait for the fetch after the first screen, and fetches at once for a later one', async () => {
    const { schema, resolver, state } = setUp({
      loadAfterFirstScreen: vi.fn(() => new Promise<never>(() => {})),
    });
    void resolver(values(), undefined, asked('market_vendor_id', 'reported_gross'));
    // A reset to the opening vendor as the form mounts: still before its paint.
    void resolver(values(), undefined, asked('market_vendor_id', 'reported_gross'));
    expect(schema.loadAfterFirstScreen).toHaveBeenCalledTimes(2);
    expect(schema.load).not.toHaveBeenCalled();

    state.drawn = true;
    const typed = await resolver(values(), undefined, asked('reported_gross'));
    expect(schema.load).toHaveBeenCalledTimes(1);
    // The schema's own answer: no gross yet.
    expect(typed.errors.reported_gross?.message).toBe('Enter the Gross Profit');
  });

  it('says a schema that cannot be loaded on the field checked, or the vendor’s for the whole form, and books nothing', async () => {
    const offline = () => Promise.reject(new Error('Failed to fetch'));
    const { resolver } = setUp({ load: vi.fn(offline), loadAfterFirstScreen: vi.fn(offline) });
    const whole = await resolver(
      values(),
      undefined,
      asked('market_vendor_id', 'reported_gross', 'tokens.0.count'),
    );
    expect(whole).toEqual({
      values: {},
      errors: { market_vendor_id: { type: 'unavailable', message: UNAVAILABLE } },
    });
    const token = await resolver(values(), undefined, asked('tokens.0.count'));
    expect(token.errors.tokens?.[0]?.count?.message).toBe(UNAVAILABLE);
  });

  it('checks the fields that still say the schema was missing again once it arrives, after the answer', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<SchemaModule>>()
      .mockRejectedValueOnce(new Error('Failed to fetch'))
      .mockRejectedValueOnce(new Error('Failed to fetch'))
      .mockResolvedValue(schemaModule);
    const { resolver, recheck, shown } = setUp({ load, loadAfterFirstScreen: load });
    await resolver(values(), undefined, asked('market_vendor_id', 'reported_gross'));
    await resolver(values(), undefined, asked('tokens.0.count'));
    const missing = { type: 'unavailable', message: UNAVAILABLE };
    shown.set('market_vendor_id', missing).set('tokens.0.count', missing);

    const answer = await resolver(
      { ...values(), reported_gross: 50_000 },
      undefined,
      asked('reported_gross'),
    );
    expect(answer.errors).toEqual({});
    expect(recheck).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(recheck).toHaveBeenCalledExactlyOnceWith(['market_vendor_id', 'tokens.0.count']);
  });

  it('leaves alone what a reset to another vendor cleared while the schema was missing', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<SchemaModule>>()
      .mockRejectedValueOnce(new Error('Failed to fetch'))
      .mockResolvedValue(schemaModule);
    const { resolver, recheck } = setUp({ load, loadAfterFirstScreen: load });
    await resolver(values(), undefined, asked('reported_gross'));
    // The manager moved on: the fresh form shows nothing, and must not be told to enter a gross it was never given.
    await resolver(values(), undefined, asked('market_vendor_id', 'reported_gross'));
    await vi.runAllTimersAsync();
    expect(recheck).not.toHaveBeenCalled();
  });
});
