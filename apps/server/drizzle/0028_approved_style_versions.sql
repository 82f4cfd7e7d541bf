CREATE TABLE "style_versions" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"style_id" integer NOT NULL,
	"version" integer NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" varchar(256),
	"note" varchar(500),
	"reopened_at" timestamp with time zone,
	"reopened_by" varchar(256),
	"reopen_reason" varchar(500),
	"inputs" jsonb NOT NULL,
	"single_garment_consumption" double precision NOT NULL,
	"order_thread" double precision NOT NULL,
	"thread_length_unit" varchar(2) NOT NULL,
	CONSTRAINT "style_versions_tenant_id_style_id_version_pk" PRIMARY KEY("tenant_id","style_id","version")
);
--> statement-breakpoint
ALTER TABLE "style_versions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "styles" ADD COLUMN "stage" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "styles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "style_versions" ADD CONSTRAINT "style_versions_tenant_id_style_id_styles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","style_id") REFERENCES "public"."styles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "style_versions_tenant_isolation" ON "style_versions" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select spool_request_tenant())) WITH CHECK (tenant_id = (select spool_request_tenant()));--> statement-breakpoint
-- An approved style is frozen: whatever path writes its operations, their lines and gradings,
-- its sizes and colourways, the change is refused with the domain's code (error-handler.ts),
-- until the style is reopened. The styles are locked FOR KEY SHARE first, which an approval's
-- FOR UPDATE waits for, so that a change in flight is either in the frozen version or refused.
CREATE FUNCTION "refuse_changes_of_approved_styles"(style_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM styles WHERE id = ANY(style_ids) FOR KEY SHARE;
  IF EXISTS (SELECT 1 FROM styles WHERE id = ANY(style_ids) AND stage = 2) THEN
    RAISE EXCEPTION USING ERRCODE = 'SP409', MESSAGE = 'Spool.Styles:StyleApproved';
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "approved_styles_refuse_by_style"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refuse_changes_of_approved_styles(ARRAY(SELECT DISTINCT style_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refuse_changes_of_approved_styles(ARRAY(SELECT DISTINCT style_id FROM old_rows));
  ELSE
    PERFORM refuse_changes_of_approved_styles(
      ARRAY(SELECT style_id FROM new_rows UNION SELECT style_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "approved_styles_refuse_by_operation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refuse_changes_of_approved_styles(ARRAY(
      SELECT DISTINCT style_id FROM operations WHERE id IN (SELECT operation_id FROM new_rows)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refuse_changes_of_approved_styles(ARRAY(
      SELECT DISTINCT style_id FROM operations WHERE id IN (SELECT operation_id FROM old_rows)));
  ELSE
    PERFORM refuse_changes_of_approved_styles(ARRAY(
      SELECT DISTINCT style_id FROM operations
       WHERE id IN (SELECT operation_id FROM new_rows UNION SELECT operation_id FROM old_rows)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "operations_approved_insert" AFTER INSERT ON "operations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION approved_styles_refuse_by_style();--> statement-breakpoint
CREATE TRIGGER "operations_approved_update" AFTER UPDATE ON "operations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION approved_styles_refuse_by_style();--> statement-breakpoint
CREATE TRIGGER "operations_approved_delete" AFTER DELETE ON "operations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION approved_styles_refuse_by_style();--> statement-breakpoint
CREATE TRIGGER "style_colourways_approved_insert" AFTER INSERT ON "style_colourways" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION approved_styles_refuse_by_style();--> statement-breakpoint
CREATE TRIGGER "style_colourways_approved_update" AFTER UPDATE ON "style_colourways" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION approved_styles_refuse_by_style();--> statement-breakpoint
CREATE TRIGGER "style_colourways_approved_delete" AFTER DELETE ON "style_colourways" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION approved_styles_refuse_by_style();--> statement-breakpoint
CREATE TRIGGER "style_orders_approved_insert" AFTER INSERT ON "style_orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION approved_styles_refuse_by_style();--> statement-breakpoint
CREATE TRIGGER "style_orders_approved_update" AFTER UPDATE ON "style_orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION approved_styles_refuse_by_style();--> statement-breakpoint
CREATE TRIGGER "style_orders_approved_delete" AFTER DELETE ON "style_orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION approved_styles_refuse_by_style();--> statement-breakpoint
CREATE TRIGGER "operation_lines_approved_insert" AFTER INSERT ON "operation_lines" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION approved_styles_refuse_by_operation();--> statement-breakpoint
CREATE TRIGGER "operation_lines_approved_update" AFTER UPDATE ON "operation_lines" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION approved_styles_refuse_by_operation();--> statement-breakpoint
CREATE TRIGGER "operation_lines_approved_delete" AFTER DELETE ON "operation_lines" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION approved_styles_refuse_by_operation();--> statement-breakpoint
CREATE TRIGGER "operation_gradings_approved_insert" AFTER INSERT ON "operation_gradings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION approved_styles_refuse_by_operation();--> statement-breakpoint
CREATE TRIGGER "operation_gradings_approved_update" AFTER UPDATE ON "operation_gradings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION approved_styles_refuse_by_operation();--> statement-breakpoint
CREATE TRIGGER "operation_gradings_approved_delete" AFTER DELETE ON "operation_gradings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION approved_styles_refuse_by_operation();--> statement-breakpoint
-- The header an approved version froze (its name never changes once saved).
CREATE FUNCTION "approved_styles_refuse_header"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'SP409', MESSAGE = 'Spool.Styles:StyleApproved';
END $$;--> statement-breakpoint
CREATE TRIGGER "styles_approved_header" BEFORE UPDATE OF color, description, size, weight_type, quantity, number_of_production_lines, customer_id, product_category_id, product_type_id, custom_setting_id ON "styles" FOR EACH ROW WHEN (OLD.stage = 2 AND NEW.stage = 2 AND (OLD.color, OLD.description, OLD.size, OLD.weight_type, OLD.quantity, OLD.number_of_production_lines, OLD.customer_id, OLD.product_category_id, OLD.product_type_id, OLD.custom_setting_id) IS DISTINCT FROM (NEW.color, NEW.description, NEW.size, NEW.weight_type, NEW.quantity, NEW.number_of_production_lines, NEW.customer_id, NEW.product_category_id, NEW.product_type_id, NEW.custom_setting_id)) EXECUTE FUNCTION approved_styles_refuse_header();--> statement-breakpoint
-- Approving is the tenant administrator's: existing tenants' static admin roles get it as new
-- tenants' do (side-accounts.ts), read and written by the owner as in 0020.
ALTER TABLE "roles" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "permission_grants" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO permission_grants (tenant_id, name, provider_name, provider_key)
  SELECT r.tenant_id, 'Spool.Styles.Approve', 'R', r.name
    FROM roles r
   WHERE r.tenant_id IS NOT NULL AND r.name = 'admin' AND r.is_static
  ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "roles" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "permission_grants" FORCE ROW LEVEL SECURITY;
