import type en from '../locales/en.json';

type Key = keyof typeof en;
export type FaqItem = { question: Key; answer: Key };

// The keys of each question and its answer in the public pages' catalogue (../locales).
export const FAQ_ITEMS: FaqItem[] = [
  { question: 'faqWhatQ', answer: 'faqWhatA' },
  { question: 'faqWhoQ', answer: 'faqWhoA' },
  { question: 'faqCostQ', answer: 'faqCostA' },
  { question: 'faqCheckoutQ', answer: 'faqCheckoutA' },
  { question: 'faqTokensQ', answer: 'faqTokensA' },
  { question: 'faqTwiceQ', answer: 'faqTwiceA' },
  { question: 'faqDocumentsQ', answer: 'faqDocumentsA' },
  { question: 'faqPhoneQ', answer: 'faqPhoneA' },
  { question: 'faqForgotQ', answer: 'faqForgotA' },
  { question: 'faqPrivacyQ', answer: 'faqPrivacyA' },
];
