CREATE TABLE "style_actuals" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"style_id" integer NOT NULL,
	"version" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"figures" jsonb NOT NULL,
	"note" varchar(500),
	"recorded_by" varchar(256),
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"concurrency_stamp" uuid DEFAULT gen_random_uuid() NOT NULL,
	CONSTRAINT "style_actuals_tenant_id_style_id_version_pk" PRIMARY KEY("tenant_id","style_id","version")
);
--> statement-breakpoint
ALTER TABLE "style_actuals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "style_samples" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"style_id" integer NOT NULL,
	"basis" varchar(10) NOT NULL,
	"results" jsonb NOT NULL,
	"note" varchar(500),
	"entered_by" varchar(256),
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"concurrency_stamp" uuid DEFAULT gen_random_uuid() NOT NULL,
	CONSTRAINT "style_samples_tenant_id_style_id_pk" PRIMARY KEY("tenant_id","style_id"),
	CONSTRAINT "style_samples_basis_check" CHECK ("style_samples"."basis" in ('operation', 'thread'))
);
--> statement-breakpoint
ALTER TABLE "style_samples" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "default_custom_setting_id" integer;--> statement-breakpoint
ALTER TABLE "custom_settings" ADD COLUMN "allowance_bands" jsonb;--> statement-breakpoint
ALTER TABLE "purchase_plans" ADD COLUMN "approved_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "style_actuals" ADD CONSTRAINT "style_actuals_tenant_id_style_id_version_style_versions_tenant_id_style_id_version_fk" FOREIGN KEY ("tenant_id","style_id","version") REFERENCES "public"."style_versions"("tenant_id","style_id","version") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_samples" ADD CONSTRAINT "style_samples_tenant_id_style_id_styles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","style_id") REFERENCES "public"."styles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "style_actuals_tenant_recorded_idx" ON "style_actuals" USING btree ("tenant_id","recorded_at");--> statement-breakpoint
CREATE POLICY "style_actuals_tenant_isolation" ON "style_actuals" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select spool_request_tenant())) WITH CHECK (tenant_id = (select spool_request_tenant()));--> statement-breakpoint
CREATE POLICY "style_samples_tenant_isolation" ON "style_samples" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select spool_request_tenant())) WITH CHECK (tenant_id = (select spool_request_tenant()));--> statement-breakpoint
-- Deleting a custom setting clears it as its customers' default and nothing else (PostgreSQL 15's
-- column list on SET NULL; the tenant column stays).
ALTER TABLE "customers" ADD CONSTRAINT "customers_default_custom_setting_fk" FOREIGN KEY ("tenant_id","default_custom_setting_id") REFERENCES "public"."custom_settings"("tenant_id","id") ON DELETE SET NULL ("default_custom_setting_id");--> statement-breakpoint
-- A style's allowance follows its setting's bands as it followed the flat allowance (0026).
DROP TRIGGER "custom_settings_stale_allowance" ON "custom_settings";--> statement-breakpoint
CREATE TRIGGER "custom_settings_stale_allowance" AFTER UPDATE OF default_allowance, allowance_bands ON "custom_settings" FOR EACH ROW WHEN (OLD.default_allowance IS DISTINCT FROM NEW.default_allowance OR OLD.allowance_bands IS DISTINCT FROM NEW.allowance_bands) EXECUTE FUNCTION styles_stale_by_setting_allowance();--> statement-breakpoint
-- A sample's results are the approved version's evidence: frozen with the style (0028).
CREATE TRIGGER "style_samples_approved_insert" AFTER INSERT ON "style_samples" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION approved_styles_refuse_by_style();--> statement-breakpoint
CREATE TRIGGER "style_samples_approved_update" AFTER UPDATE ON "style_samples" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION approved_styles_refuse_by_style();--> statement-breakpoint
CREATE TRIGGER "style_samples_approved_delete" AFTER DELETE ON "style_samples" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION approved_styles_refuse_by_style();
