import { formatDateIn } from '@marketday/shared';
import { serverMessages } from '../../lib/i18n/translate';
import en from './locales/en.json';
import es from './locales/es.json';

// A statement and its e-mail are the vendor's, so they are in the vendor's language (docs/i18n.md).
export const statementMessages = serverMessages('statements', { en, es });

// English keeps the specification's 06/13/2026; another language spells the month ("13 jun 2026").
export const statementDate = formatDateIn;
