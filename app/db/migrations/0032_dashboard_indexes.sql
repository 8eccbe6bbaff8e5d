CREATE INDEX "referral_clicks_day_idx" ON "referral_clicks" USING btree ("day","deal_id");--> statement-breakpoint
CREATE INDEX "concierge_requests_created_at_idx" ON "concierge_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "strategy_bookings_created_at_idx" ON "strategy_bookings" USING btree ("created_at");