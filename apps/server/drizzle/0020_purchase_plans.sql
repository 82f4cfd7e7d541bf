CREATE TABLE "purchase_plan_styles" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"plan_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"style_id" integer NOT NULL,
	"order_quantity" integer,
	"production_lines" smallint,
	CONSTRAINT "purchase_plan_styles_tenant_id_plan_id_position_pk" PRIMARY KEY("tenant_id","plan_id","position")
);
--> statement-breakpoint
ALTER TABLE "purchase_plan_styles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "purchase_plans" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "purchase_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"note" varchar(1000) DEFAULT '' NOT NULL,
	"need_by" date,
	"run_mode" varchar(12) DEFAULT 'concurrent' NOT NULL,
	"creator_id" uuid,
	"created_by" varchar(256),
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modification_time" timestamp with time zone,
	"last_modified_by" varchar(256),
	"concurrency_stamp" uuid DEFAULT gen_random_uuid() NOT NULL,
	CONSTRAINT "purchase_plans_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "purchase_plans_run_mode_check" CHECK ("purchase_plans"."run_mode" in ('sequential', 'concurrent'))
);
--> statement-breakpoint
ALTER TABLE "purchase_plans" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "purchase_plan_styles" ADD CONSTRAINT "purchase_plan_styles_tenant_id_plan_id_purchase_plans_tenant_id_id_fk" FOREIGN KEY ("tenant_id","plan_id") REFERENCES "public"."purchase_plans"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_plan_styles" ADD CONSTRAINT "purchase_plan_styles_tenant_id_style_id_styles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","style_id") REFERENCES "public"."styles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_plans" ADD CONSTRAINT "purchase_plans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_plan_styles_plan_style_key" ON "purchase_plan_styles" USING btree ("tenant_id","plan_id","style_id");--> statement-breakpoint
CREATE INDEX "purchase_plan_styles_tenant_style_idx" ON "purchase_plan_styles" USING btree ("tenant_id","style_id");--> statement-breakpoint
CREATE INDEX "purchase_plans_tenant_creation_idx" ON "purchase_plans" USING btree ("tenant_id","creation_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE POLICY "purchase_plan_styles_tenant_isolation" ON "purchase_plan_styles" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "purchase_plans_tenant_isolation" ON "purchase_plans" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
-- Existing tenants' seeded roles get the new permissions as new tenants' do (side-accounts.ts):
-- the static admin role every one, the planner role all but deleting another's plan. Read and
-- written by the owner, which the forced row-level security would otherwise hide them from
-- (forced again after every migration).
ALTER TABLE "roles" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "permission_grants" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO permission_grants (tenant_id, name, provider_name, provider_key)
  SELECT r.tenant_id, p.name, 'R', r.name
    FROM roles r
    CROSS JOIN (VALUES ('Spool.PurchasePlans', false), ('Spool.PurchasePlans.Create', false),
                       ('Spool.PurchasePlans.Update', false), ('Spool.PurchasePlans.DeleteAny', true))
      AS p(name, admin_only)
   WHERE r.tenant_id IS NOT NULL
     AND ((r.name = 'admin' AND r.is_static) OR (r.name = 'planner' AND NOT p.admin_only))
  ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "roles" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "permission_grants" FORCE ROW LEVEL SECURITY;
