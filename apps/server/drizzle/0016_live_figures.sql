ALTER TABLE "styles" ALTER COLUMN "single_garment_consumption" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "styles" ADD COLUMN "figures_stale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "styles_figures_stale_idx" ON "styles" USING btree ("tenant_id","id") WHERE "styles"."figures_stale";--> statement-breakpoint
-- What a style's single garment consumption depends on marks the style stale, in the same
-- statement, whatever module changed it: its operations and their component lines, its
-- custom setting, that setting's stitch values, the tenant's length unit. The server computes
-- the stale styles again before the change commits (style-figures.service.ts). The functions
-- run as the caller, under the styles' row-level security: only the caller's tenant is touched.
CREATE FUNCTION "styles_stale_by_operations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE styles SET figures_stale = true
      WHERE id IN (SELECT style_id FROM new_operations) AND NOT figures_stale;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE styles SET figures_stale = true
      WHERE id IN (SELECT style_id FROM old_operations) AND NOT figures_stale;
  ELSE
    UPDATE styles SET figures_stale = true
      WHERE id IN (SELECT style_id FROM new_operations UNION SELECT style_id FROM old_operations)
        AND NOT figures_stale;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "operations_stale_insert" AFTER INSERT ON "operations" REFERENCING NEW TABLE AS new_operations FOR EACH STATEMENT EXECUTE FUNCTION styles_stale_by_operations();--> statement-breakpoint
CREATE TRIGGER "operations_stale_update" AFTER UPDATE ON "operations" REFERENCING OLD TABLE AS old_operations NEW TABLE AS new_operations FOR EACH STATEMENT EXECUTE FUNCTION styles_stale_by_operations();--> statement-breakpoint
CREATE TRIGGER "operations_stale_delete" AFTER DELETE ON "operations" REFERENCING OLD TABLE AS old_operations FOR EACH STATEMENT EXECUTE FUNCTION styles_stale_by_operations();--> statement-breakpoint
CREATE FUNCTION "styles_stale_by_operation_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE styles SET figures_stale = true
      WHERE id IN (SELECT style_id FROM operations
                    WHERE id IN (SELECT operation_id FROM new_lines))
        AND NOT figures_stale;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE styles SET figures_stale = true
      WHERE id IN (SELECT style_id FROM operations
                    WHERE id IN (SELECT operation_id FROM old_lines))
        AND NOT figures_stale;
  ELSE
    UPDATE styles SET figures_stale = true
      WHERE id IN (SELECT style_id FROM operations
                    WHERE id IN (SELECT operation_id FROM new_lines
                                 UNION SELECT operation_id FROM old_lines))
        AND NOT figures_stale;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "operation_lines_stale_insert" AFTER INSERT ON "operation_lines" REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION styles_stale_by_operation_lines();--> statement-breakpoint
CREATE TRIGGER "operation_lines_stale_update" AFTER UPDATE ON "operation_lines" REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION styles_stale_by_operation_lines();--> statement-breakpoint
CREATE TRIGGER "operation_lines_stale_delete" AFTER DELETE ON "operation_lines" REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION styles_stale_by_operation_lines();--> statement-breakpoint
CREATE FUNCTION "styles_stale_by_setting_stitches"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE styles SET figures_stale = true
      WHERE custom_setting_id IN (SELECT custom_setting_id FROM new_stitches) AND NOT figures_stale;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE styles SET figures_stale = true
      WHERE custom_setting_id IN (SELECT custom_setting_id FROM old_stitches) AND NOT figures_stale;
  ELSE
    UPDATE styles SET figures_stale = true
      WHERE custom_setting_id IN (SELECT custom_setting_id FROM new_stitches
                                  UNION SELECT custom_setting_id FROM old_stitches)
        AND NOT figures_stale;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "custom_setting_stitches_stale_insert" AFTER INSERT ON "custom_setting_stitches" REFERENCING NEW TABLE AS new_stitches FOR EACH STATEMENT EXECUTE FUNCTION styles_stale_by_setting_stitches();--> statement-breakpoint
CREATE TRIGGER "custom_setting_stitches_stale_update" AFTER UPDATE ON "custom_setting_stitches" REFERENCING OLD TABLE AS old_stitches NEW TABLE AS new_stitches FOR EACH STATEMENT EXECUTE FUNCTION styles_stale_by_setting_stitches();--> statement-breakpoint
CREATE TRIGGER "custom_setting_stitches_stale_delete" AFTER DELETE ON "custom_setting_stitches" REFERENCING OLD TABLE AS old_stitches FOR EACH STATEMENT EXECUTE FUNCTION styles_stale_by_setting_stitches();--> statement-breakpoint
CREATE FUNCTION "styles_stale_by_setting_choice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.figures_stale := true;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "styles_stale_setting_choice" BEFORE UPDATE OF custom_setting_id ON "styles" FOR EACH ROW WHEN (OLD.custom_setting_id IS DISTINCT FROM NEW.custom_setting_id) EXECUTE FUNCTION styles_stale_by_setting_choice();--> statement-breakpoint
CREATE FUNCTION "styles_stale_by_length_unit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE styles SET figures_stale = true WHERE NOT figures_stale;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "system_configurations_stale_unit" AFTER UPDATE OF seam_length_unit ON "system_configurations" FOR EACH ROW WHEN (OLD.seam_length_unit IS DISTINCT FROM NEW.seam_length_unit) EXECUTE FUNCTION styles_stale_by_length_unit();--> statement-breakpoint
-- The styles already there are computed again at their tenant's next change: their stored SGC
-- was the one of their last report. Marked by the owner, which the forced row-level security
-- of `styles` and `operations` would otherwise hide them from (it is forced again after every migration).
ALTER TABLE "styles" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "operations" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE styles SET figures_stale = true WHERE EXISTS (SELECT 1 FROM operations WHERE operations.style_id = styles.id);--> statement-breakpoint
ALTER TABLE "styles" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "operations" FORCE ROW LEVEL SECURITY;
