-- The grid's "contains" filters read trigram indexes (pg_trgm: trusted, so the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "styles_name_trgm_idx" ON "styles" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "styles_description_trgm_idx" ON "styles" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "styles_created_by_trgm_idx" ON "styles" USING gin ("created_by" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "styles_tenant_sgc_idx" ON "styles" USING btree ("tenant_id","single_garment_consumption","id" DESC NULLS LAST);