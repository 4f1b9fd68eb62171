import { labelledEnum } from './labelled-enum';

// The funders' report formats (issue 34, docs/product.md §20): each answered as CSV and PDF for a market and a
// period, from the token float, the checkouts and the day reports.
export const [FUNDER_FORMATS, FUNDER_FORMAT_LABELS] = labelledEnum({
  'fm-tracks': 'FM Tracks (per market day)',
  'market-match': 'California Market Match (monthly)',
  dufb: 'Double Up Food Bucks',
  gusnip: 'USDA GusNIP core metrics',
  fmpp: 'FMPP baseline and final figures',
});
export type FunderFormat = (typeof FUNDER_FORMATS)[number];
