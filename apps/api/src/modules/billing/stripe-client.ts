import Stripe from 'stripe';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-errors';

export function createStripeClient(config: Config): Stripe {
  if (!config.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is not set');
  return new Stripe(config.STRIPE_SECRET_KEY, {
    host: config.STRIPE_API_HOST,
    port: config.STRIPE_API_PORT,
    protocol: config.STRIPE_API_PROTOCOL,
    timeout: 10_000,
    telemetry: false,
    appInfo: { name: 'Marketday' },
  });
}

// A Stripe refusal reaches the manager as a message, never as a crash.
export async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) throw new HttpError(402, error.message);
    if (error instanceof Stripe.errors.StripeError)
      throw new HttpError(502, `The billing provider refused the request: ${error.message}`);
    throw error;
  }
}
