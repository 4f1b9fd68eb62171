// docs/product.md §2 "Day report form": the help texts, word for word.
export const DAY_REPORT_HELP = {
  transactionIncome: 'Generated from vendor transactions',
  additionalIncome: 'Any other income for the night.',
  expenses: 'Money spent on market for tonight.',
  tokensDistributed: 'The number of tokens given out at the beginning of market night.',
  tokensReturned: 'Generated from vendor transactions. Edit transactions themselves to change these counts.',
  customFields: 'Add your custom information here!',
} as const;
