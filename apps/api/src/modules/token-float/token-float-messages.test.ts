import {
  dayReportRefundsUncovered,
  TERMINAL_LABELS,
  TOKEN_FLOAT_KIND_LABELS,
  TOKEN_FLOAT_MESSAGES,
  TOKEN_FLOAT_METHOD_LABELS,
} from '@marketday/shared';
import { describe, expect, it } from 'vitest';
import { translateEnglish } from '../../lib/i18n/translate';

// The float's words reach a Spanish reader: its refusals through the error handler, its labels on the screens.
describe('the token float’s words', () => {
  it.each(
    Object.entries({
      ...TOKEN_FLOAT_MESSAGES,
      ...TOKEN_FLOAT_KIND_LABELS,
      ...TOKEN_FLOAT_METHOD_LABELS,
      ...TERMINAL_LABELS,
    }),
  )('%s is said in Spanish', (_key, english) => {
    const spanish = translateEnglish(english, 'es');
    expect(spanish).not.toBe(english);
    expect(spanish.trim()).not.toBe('');
  });

  it('say the count limit with its number', () => {
    expect(translateEnglish('Token counts are at most 100,000', 'es')).toBe(
      'Las cantidades de fichas son como máximo 100,000',
    );
  });

  it('say the shoppers’ limit and the stock’s refusal with their numbers', () => {
    expect(translateEnglish('Shoppers are at most 100,000', 'es')).toBe(
      'El número de clientes es como máximo 100,000',
    );
    expect(translateEnglish('Not enough tokens: only 399 in hand.', 'es')).toBe(
      'No hay suficientes fichas: solo 399 disponibles.',
    );
  });

  it('say a day report’s refusal with the token’s name', () => {
    expect(translateEnglish(dayReportRefundsUncovered('CalFresh', 'change'), 'es')).toBe(
      'Si cambia este informe, quedarían más fichas de CalFresh reembolsadas que entregadas.',
    );
    expect(translateEnglish(dayReportRefundsUncovered('Market Bucks', 'delete'), 'es')).toBe(
      'Si borra este informe, quedarían más fichas de Market Bucks reembolsadas que entregadas.',
    );
  });
});
