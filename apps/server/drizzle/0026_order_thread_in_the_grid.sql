ALTER TABLE "styles" ADD COLUMN "order_thread" double precision;--> statement-breakpoint
CREATE INDEX "styles_tenant_order_thread_idx" ON "styles" USING btree ("tenant_id","order_thread","id" DESC NULLS LAST);--> statement-breakpoint
-- What the order's total thread depends on beyond the single garment consumption marks the
-- style stale too, in the same statement (as in migration 0016): its size range and run mode,
-- its colourways, how its operations follow the sizes, its garments (a style without
-- colourways orders its header's), and the allowance of its custom setting or the tenant's.
CREATE FUNCTION "styles_stale_by_order_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE styles SET figures_stale = true
      WHERE id IN (SELECT style_id FROM new_rows) AND NOT figures_stale;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE styles SET figures_stale = true
      WHERE id IN (SELECT style_id FROM old_rows) AND NOT figures_stale;
  ELSE
    UPDATE styles SET figures_stale = true
      WHERE id IN (SELECT style_id FROM new_rows UNION SELECT style_id FROM old_rows)
        AND NOT figures_stale;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "style_orders_stale_insert" AFTER INSERT ON "style_orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION styles_stale_by_order_rows();--> statement-breakpoint
CREATE TRIGGER "style_orders_stale_update" AFTER UPDATE ON "style_orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION styles_stale_by_order_rows();--> statement-breakpoint
CREATE TRIGGER "style_orders_stale_delete" AFTER DELETE ON "style_orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION styles_stale_by_order_rows();--> statement-breakpoint
CREATE TRIGGER "style_colourways_stale_insert" AFTER INSERT ON "style_colourways" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION styles_stale_by_order_rows();--> statement-breakpoint
CREATE TRIGGER "style_colourways_stale_update" AFTER UPDATE ON "style_colourways" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION styles_stale_by_order_rows();--> statement-breakpoint
CREATE TRIGGER "style_colourways_stale_delete" AFTER DELETE ON "style_colourways" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION styles_stale_by_order_rows();--> statement-breakpoint
CREATE FUNCTION "styles_stale_by_operation_gradings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE styles SET figures_stale = true
      WHERE id IN (SELECT style_id FROM operations
                    WHERE id IN (SELECT operation_id FROM new_rows))
        AND NOT figures_stale;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE styles SET figures_stale = true
      WHERE id IN (SELECT style_id FROM operations
                    WHERE id IN (SELECT operation_id FROM old_rows))
        AND NOT figures_stale;
  ELSE
    UPDATE styles SET figures_stale = true
      WHERE id IN (SELECT style_id FROM operations
                    WHERE id IN (SELECT operation_id FROM new_rows
                                 UNION SELECT operation_id FROM old_rows))
        AND NOT figures_stale;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "operation_gradings_stale_insert" AFTER INSERT ON "operation_gradings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION styles_stale_by_operation_gradings();--> statement-breakpoint
CREATE TRIGGER "operation_gradings_stale_update" AFTER UPDATE ON "operation_gradings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION styles_stale_by_operation_gradings();--> statement-breakpoint
CREATE TRIGGER "operation_gradings_stale_delete" AFTER DELETE ON "operation_gradings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION styles_stale_by_operation_gradings();--> statement-breakpoint
CREATE TRIGGER "styles_stale_quantity" BEFORE UPDATE OF quantity ON "styles" FOR EACH ROW WHEN (OLD.quantity IS DISTINCT FROM NEW.quantity) EXECUTE FUNCTION styles_stale_by_setting_choice();--> statement-breakpoint
CREATE FUNCTION "styles_stale_by_setting_allowance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE styles SET figures_stale = true WHERE custom_setting_id = NEW.id AND NOT figures_stale;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "custom_settings_stale_allowance" AFTER UPDATE OF default_allowance ON "custom_settings" FOR EACH ROW WHEN (OLD.default_allowance IS DISTINCT FROM NEW.default_allowance) EXECUTE FUNCTION styles_stale_by_setting_allowance();--> statement-breakpoint
CREATE TRIGGER "system_configurations_stale_allowance" AFTER UPDATE OF default_allowance ON "system_configurations" FOR EACH ROW WHEN (OLD.default_allowance IS DISTINCT FROM NEW.default_allowance) EXECUTE FUNCTION styles_stale_by_length_unit();--> statement-breakpoint
-- The styles already there get their order's thread at their tenant's next change (as 0016).
ALTER TABLE "styles" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "operations" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE styles SET figures_stale = true WHERE EXISTS (SELECT 1 FROM operations WHERE operations.style_id = styles.id);--> statement-breakpoint
ALTER TABLE "styles" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "operations" FORCE ROW LEVEL SECURITY;
