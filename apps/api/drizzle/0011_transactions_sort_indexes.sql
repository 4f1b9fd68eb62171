CREATE INDEX "transactions_market_by_vendor_name_idx" ON "transactions" USING btree ("manager_id","market_id","vendor_name","id","market_date");--> statement-breakpoint
CREATE INDEX "transactions_market_by_vendor_type_idx" ON "transactions" USING btree ("manager_id","market_id","vendor_type","id","market_date");--> statement-breakpoint
CREATE INDEX "transactions_market_by_gross_idx" ON "transactions" USING btree ("manager_id","market_id","reported_gross_cents","id","market_date");--> statement-breakpoint
CREATE INDEX "transactions_market_by_fee_idx" ON "transactions" USING btree ("manager_id","market_id","market_fee_cents","id","market_date");--> statement-breakpoint
CREATE INDEX "transactions_market_by_gov_fee_idx" ON "transactions" USING btree ("manager_id","market_id","gov_fee_cents","id","market_date");--> statement-breakpoint
CREATE INDEX "transactions_market_by_token_total_idx" ON "transactions" USING btree ("manager_id","market_id","token_total_cents","id","market_date");--> statement-breakpoint
CREATE INDEX "transactions_market_by_owed_idx" ON "transactions" USING btree ("manager_id","market_id","money_owed_cents","id","market_date");