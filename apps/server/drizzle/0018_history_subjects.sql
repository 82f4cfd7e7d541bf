ALTER TABLE "audit_log_entries" ADD COLUMN "subject_type" varchar(64);--> statement-breakpoint
ALTER TABLE "audit_log_entries" ADD COLUMN "subject_id" varchar(256);--> statement-breakpoint
CREATE INDEX "audit_log_entries_subject_idx" ON "audit_log_entries" USING btree ("tenant_id","subject_type","subject_id","execution_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "usage_events_tenant_style_idx" ON "usage_events" USING btree ("tenant_id","style_id");