DROP INDEX "game_character_account";--> statement-breakpoint
CREATE INDEX "game_character_account" ON "game_character_tbl" USING btree (lower("account"));