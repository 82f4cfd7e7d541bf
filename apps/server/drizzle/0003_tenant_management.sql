ALTER TABLE "tenants" ADD COLUMN "cd_tenant_id" varchar(64);--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "concurrency_stamp" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "last_modification_time" timestamp with time zone;