CREATE TABLE "audit_log_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid,
	"execution_time" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"user_name" varchar(256),
	"action" varchar(16) NOT NULL,
	"entity_type" varchar(64) NOT NULL,
	"entity_id" varchar(256) NOT NULL,
	"entity_name" varchar(256),
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "audit_log_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "audit_log_entries" ADD CONSTRAINT "audit_log_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entries_tenant_time_idx" ON "audit_log_entries" USING btree ("tenant_id","execution_time" DESC NULLS LAST);--> statement-breakpoint
CREATE POLICY "audit_log_entries_tenant_isolation" ON "audit_log_entries" AS PERMISSIVE FOR ALL TO public USING (tenant_id is not distinct from nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id is not distinct from nullif(current_setting('app.tenant_id', true), '')::uuid);