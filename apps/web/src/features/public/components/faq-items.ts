import { TRIAL_DAYS } from '@marketday/shared';

export type FaqItem = { question: string; answer: string };

export const FAQ_ITEMS: FaqItem[] = [
  {
    question: 'What is Marketday?',
    answer:
      'Marketday is a web app for running farmers markets. Market managers use it to check vendors out at the end of the day, keep token programs balanced, write day reports and keep track of vendor documents. Vendors use it to see their markets, documents, transactions and messages.',
  },
  {
    question: 'Who can create an account?',
    answer:
      'Vendors and market managers can sign up from the Create account page. Choose Vendor if you sell at markets, or Market Manager if you run one or more markets.',
  },
  {
    question: 'What does it cost?',
    answer: `Market managers start with a ${TRIAL_DAYS}-day free trial with every feature, then choose a subscription plan. Seasonal plans keep your records available in the off-season. Vendor accounts do not need a subscription.`,
  },
  {
    question: 'How does end-of-day checkout work?',
    answer:
      "Pick the market and date, then each vendor in turn. Enter the vendor's reported gross sales and the tokens they turned in. Marketday works out the market fee from the vendor's fee type, adds the government fee, subtracts the value of the tokens and shows what is owed. If the tokens are worth more than the fees, the market owes the vendor and the screen says so.",
  },
  {
    question: 'What are tokens?',
    answer:
      "Tokens are a market's own currency, such as food-assistance matching tokens or market bucks. Customers spend them at stalls and vendors hand them in at checkout. Every token has a ledger, so you can always see where its balance came from.",
  },
  {
    question: 'What if a vendor is checked out twice?',
    answer:
      'A vendor has one checkout per market day. If someone tries to enter a second one, Marketday shows a Transaction Conflict warning and lets you either overwrite the existing checkout or cancel.',
  },
  {
    question: 'Which documents can I keep track of?',
    answer:
      'Certified Producer Certificates, permits to sell, insurance, health department permits, avocado permits, egg handler registrations, temporary food facility permits, nursery licences, organic certifications and CDFA reports. Upload a PDF, JPG, PNG or WebP up to 5 MB. Documents that are past due or expire within two weeks are flagged.',
  },
  {
    question: 'Does it work on my phone?',
    answer:
      'Yes. Every screen works on a phone, with large buttons and high-contrast text that stays readable in bright sunlight.',
  },
  {
    question: 'I forgot my password. What do I do?',
    answer:
      "Choose 'Forgot Password?' on the sign-in page and enter your e-mail. We'll send a link that works once, for one hour, so you can choose a new password.",
  },
  {
    question: 'Can other managers see my markets and vendors?',
    answer:
      'No. Markets, vendors, transactions and documents belong to the manager account that created them, and other accounts cannot see them.',
  },
];
