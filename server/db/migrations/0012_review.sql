CREATE TABLE "approvals" (
	"id" text PRIMARY KEY NOT NULL,
	"presentation_id" text NOT NULL,
	"link_id" text NOT NULL,
	"version_id" text NOT NULL,
	"name" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" text PRIMARY KEY NOT NULL,
	"presentation_id" text NOT NULL,
	"slide_id" text NOT NULL,
	"link_id" text,
	"parent_id" text,
	"depth" integer DEFAULT 0 NOT NULL,
	"by_owner" boolean DEFAULT false NOT NULL,
	"author_name" text NOT NULL,
	"author_email" text,
	"text" text NOT NULL,
	"x" double precision,
	"y" double precision,
	"resolved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "allow_comments" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "ask_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "ask_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "share_views" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "versions" ADD COLUMN "deck_revision" integer;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_link_id_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_version_id_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_link_id_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approvals_presentation_idx" ON "approvals" USING btree ("presentation_id","approved_at");--> statement-breakpoint
CREATE INDEX "comments_presentation_idx" ON "comments" USING btree ("presentation_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_link_idx" ON "comments" USING btree ("link_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id");