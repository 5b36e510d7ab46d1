CREATE TABLE "share_views" (
	"id" text PRIMARY KEY NOT NULL,
	"link_id" text NOT NULL,
	"device_type" text NOT NULL,
	"slide_times" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "share_views" ADD CONSTRAINT "share_views_link_id_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_views_link_idx" ON "share_views" USING btree ("link_id","created_at");