ALTER TABLE "conversation_messages" ADD COLUMN "revision" integer;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "undoes" integer;