ALTER TABLE "deck_operation_log" ADD COLUMN "inverses" jsonb;--> statement-breakpoint
ALTER TABLE "deck_operation_log" ADD COLUMN "tab_id" text;