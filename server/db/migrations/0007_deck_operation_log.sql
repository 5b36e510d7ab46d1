CREATE TABLE "deck_operation_log" (
	"presentation_id" text NOT NULL,
	"revision" integer NOT NULL,
	"count" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"operations" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deck_operation_log_presentation_id_revision_pk" PRIMARY KEY("presentation_id","revision")
);
--> statement-breakpoint
ALTER TABLE "deck_operation_log" ADD CONSTRAINT "deck_operation_log_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;