CREATE TABLE "deck_presence" (
	"tab_id" text PRIMARY KEY NOT NULL,
	"presentation_id" text NOT NULL,
	"session_id" text NOT NULL,
	"slide_id" text,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dashboard_sessions" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "dashboard_sessions" ADD COLUMN "guest_number" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "deck_presence" ADD CONSTRAINT "deck_presence_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_presence" ADD CONSTRAINT "deck_presence_session_id_dashboard_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."dashboard_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deck_presence_deck_idx" ON "deck_presence" USING btree ("presentation_id");--> statement-breakpoint
CREATE INDEX "deck_presence_session_idx" ON "deck_presence" USING btree ("session_id");