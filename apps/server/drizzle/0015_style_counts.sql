CREATE TABLE "style_counts" (
	"tenant_id" uuid PRIMARY KEY DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"styles" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "style_counts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "style_counts" ADD CONSTRAINT "style_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "style_counts_tenant_isolation" ON "style_counts" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
-- The count follows every insert and delete of styles in the same transaction, once a
-- statement (an import of hundreds of styles updates it once), through the statement's
-- transition table. The functions run as the caller, under the count's row-level security.
CREATE FUNCTION "style_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO style_counts (tenant_id, styles)
    SELECT tenant_id, count(*) FROM inserted_styles GROUP BY tenant_id
  ON CONFLICT (tenant_id) DO UPDATE SET styles = style_counts.styles + excluded.styles;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "style_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE style_counts SET styles = style_counts.styles - removed.styles
    FROM (SELECT tenant_id, count(*) AS styles FROM deleted_styles GROUP BY tenant_id) AS removed
    WHERE style_counts.tenant_id = removed.tenant_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "styles_count_insert" AFTER INSERT ON "styles" REFERENCING NEW TABLE AS inserted_styles FOR EACH STATEMENT EXECUTE FUNCTION style_counts_add();--> statement-breakpoint
CREATE TRIGGER "styles_count_delete" AFTER DELETE ON "styles" REFERENCING OLD TABLE AS deleted_styles FOR EACH STATEMENT EXECUTE FUNCTION style_counts_remove();--> statement-breakpoint
-- The styles already there: counted by the owner, which the forced row-level security of
-- `styles` would otherwise hide them from (it is forced again after every migration).
ALTER TABLE "styles" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO style_counts (tenant_id, styles) SELECT tenant_id, count(*) FROM styles GROUP BY tenant_id;--> statement-breakpoint
ALTER TABLE "styles" FORCE ROW LEVEL SECURITY;
