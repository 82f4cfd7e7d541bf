-- Deleting a tenant cascades to its reference lists and, through its styles, to the operations
-- and lines that name them; PostgreSQL runs those cascades in no set order, so an immediate
-- check of a line's brand could fire before the line itself was deleted and refuse the whole
-- deletion. Checked at commit, every cascade has run by then. The services still check an entry
-- in use before deleting it (Spool.Catalogue:EntryInUse), so nothing else sees a difference.
ALTER TABLE "operation_lines" ALTER CONSTRAINT "operation_lines_tenant_id_brand_id_brands_tenant_id_id_fk" DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "operation_lines" ALTER CONSTRAINT "operation_lines_tenant_id_package_size_id_package_sizes_tenant_" DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "operation_lines" ALTER CONSTRAINT "operation_lines_tenant_id_ticket_tex_id_ticket_texes_tenant_id_" DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "shades" ALTER CONSTRAINT "shades_tenant_id_colour_group_id_colour_groups_tenant_id_id_fk" DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "styles" ALTER CONSTRAINT "styles_tenant_id_customer_id_customers_tenant_id_id_fk" DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "styles" ALTER CONSTRAINT "styles_tenant_id_product_category_id_product_categories_tenant_" DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "styles" ALTER CONSTRAINT "styles_tenant_id_product_type_id_product_types_tenant_id_id_fk" DEFERRABLE INITIALLY DEFERRED;
