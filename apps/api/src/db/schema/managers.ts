import { type ManagerSettings, SEASON_TYPES } from '@marketday/shared';
import { jsonb, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { id, ref, timestamps } from './columns';
import { users } from './users';

export const seasonTypeEnum = pgEnum('season_type', SEASON_TYPES);

export const DEFAULT_MANAGER_SETTINGS: ManagerSettings = {
  print_scale: 'Standard',
  print_settings: { width: null, height: null, font_size: null },
  display_token_images_next_to_fields: true,
};

export const managers = pgTable('managers', {
  id: id(),
  userId: ref('user_id', () => users.id, 'cascade').unique(),
  firstname: text('firstname').notNull(),
  lastname: text('lastname').notNull(),
  phone: text('phone'),
  email: text('email').notNull(),
  seasonality: seasonTypeEnum('seasonality').notNull().default('YEAR_ROUND'),
  settings: jsonb('settings').$type<ManagerSettings>().notNull().default(DEFAULT_MANAGER_SETTINGS),
  mlId: text('ml_id'),
  ...timestamps(),
});
