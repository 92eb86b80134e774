CREATE TABLE "hand_offs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"cart_data" jsonb NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"created_by" uuid,
	"created_by_email" text NOT NULL,
	"sent_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"decline_note" text,
	"project_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hand_offs" ADD CONSTRAINT "hand_offs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hand_offs" ADD CONSTRAINT "hand_offs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hand_offs_created_idx" ON "hand_offs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "hand_offs_state_created_idx" ON "hand_offs" USING btree ("state","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);