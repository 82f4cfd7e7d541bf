DROP INDEX "users_external_subject_key";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "external_subject" SET DATA TYPE text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_external_subject_tenant_key" ON "users" USING btree ("external_subject",coalesce("tenant_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "users"."external_subject" is not null;