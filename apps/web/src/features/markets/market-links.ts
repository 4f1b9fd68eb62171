import { paths } from '@/config/paths';

// Every market-scoped URL carries the id as `?market=`.
const withMarket = (path: string, id: string) => `${path}?market=${encodeURIComponent(id)}`;

export const marketLinks = {
  detail: (id: string) => withMarket(paths.market, id),
  settings: (id: string) => withMarket(paths.marketSettings, id),
  rules: (id: string) => withMarket(paths.marketRules, id),
  tokens: (id: string) => withMarket(paths.tokens, id),
};
