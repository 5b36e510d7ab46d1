ALTER TABLE "uploads" ALTER COLUMN "presentation_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_client_idx" ON "uploads" USING btree ("client_id");--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_one_owner" CHECK (num_nonnulls("uploads"."presentation_id", "uploads"."client_id") = 1);