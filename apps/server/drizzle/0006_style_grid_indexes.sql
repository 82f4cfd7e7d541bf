DROP INDEX "styles_tenant_creation_idx";--> statement-breakpoint
CREATE INDEX "styles_tenant_name_sort_idx" ON "styles" USING btree ("tenant_id",lower("name"),"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "styles_tenant_creation_idx" ON "styles" USING btree ("tenant_id","creation_time" DESC NULLS LAST,"id" DESC NULLS LAST);