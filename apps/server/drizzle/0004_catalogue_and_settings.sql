CREATE TABLE "brands" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(64) NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "brands" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "package_sizes" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "package_sizes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ticket_tex_id" integer NOT NULL,
	"length_m" numeric(10, 2) NOT NULL,
	"article" varchar(30),
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_sizes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "package_sizes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "product_categories" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "product_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(30) NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_categories_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "product_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "product_types" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "product_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(30) NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_types_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "product_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "stitch_types" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "stitch_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(8) NOT NULL,
	"name" varchar(100) NOT NULL,
	"lines" jsonb NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stitch_types_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "stitch_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ticket_texes" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "ticket_texes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"ticket" numeric(8, 2) NOT NULL,
	"tex" numeric(8, 2) NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_texes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "ticket_texes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "colour_groups" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "colour_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(1) NOT NULL,
	"name" varchar(30) NOT NULL,
	CONSTRAINT "colour_groups_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "colour_groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "cost_entries" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "cost_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"article" varchar(30) NOT NULL,
	"colour_group" varchar(1) NOT NULL,
	"package_size_id" integer NOT NULL,
	"unit" varchar(2) NOT NULL,
	"price" numeric(12, 4) NOT NULL,
	CONSTRAINT "cost_entries_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "cost_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "custom_setting_stitches" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"custom_setting_id" integer NOT NULL,
	"stitch_type_code" varchar(8) NOT NULL,
	"needle" integer NOT NULL,
	"under" integer NOT NULL,
	"top" integer NOT NULL,
	"bight_mm" numeric(8, 2),
	"waste_percent" numeric(6, 2) NOT NULL,
	"last_changed_by" varchar(256),
	"last_modification_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_setting_stitches_tenant_id_custom_setting_id_stitch_type_code_pk" PRIMARY KEY("tenant_id","custom_setting_id","stitch_type_code")
);
--> statement-breakpoint
ALTER TABLE "custom_setting_stitches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "custom_settings" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "custom_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(20) NOT NULL,
	"tkt_tex" varchar(3) DEFAULT 'Tkt' NOT NULL,
	"default_allowance" smallint DEFAULT 10 NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(256),
	"last_modification_time" timestamp with time zone,
	"last_modified_by" varchar(256),
	"concurrency_stamp" uuid DEFAULT gen_random_uuid() NOT NULL,
	CONSTRAINT "custom_settings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "custom_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "shades" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "shades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(50) NOT NULL,
	"hex_code" varchar(7) NOT NULL,
	"colour_group_id" integer NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shades_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "shades" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "system_configurations" (
	"tenant_id" uuid PRIMARY KEY DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"seam_length_unit" smallint DEFAULT 0 NOT NULL,
	"package_unit" varchar(2) DEFAULT 'm' NOT NULL,
	"currency_unit" varchar(3) DEFAULT 'USD' NOT NULL,
	"tkt_tex" varchar(3) DEFAULT 'Tkt' NOT NULL,
	"default_allowance" smallint DEFAULT 10 NOT NULL,
	"custom_setting_toggle" boolean DEFAULT true NOT NULL,
	"shade_configuration_toggle" boolean DEFAULT true NOT NULL,
	"default_colour_group" varchar(1),
	"cost_file_name" varchar(100),
	"cost_file_updated_time" timestamp with time zone,
	"last_updated_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "system_configurations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "user_settings" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"default_custom_setting_id" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_settings_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "user_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_sizes" ADD CONSTRAINT "package_sizes_tenant_id_ticket_tex_id_ticket_texes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","ticket_tex_id") REFERENCES "public"."ticket_texes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_sizes" ADD CONSTRAINT "package_sizes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_types" ADD CONSTRAINT "product_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stitch_types" ADD CONSTRAINT "stitch_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_texes" ADD CONSTRAINT "ticket_texes_tenant_id_brand_id_brands_tenant_id_id_fk" FOREIGN KEY ("tenant_id","brand_id") REFERENCES "public"."brands"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_texes" ADD CONSTRAINT "ticket_texes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colour_groups" ADD CONSTRAINT "colour_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_entries" ADD CONSTRAINT "cost_entries_tenant_id_brand_id_brands_tenant_id_id_fk" FOREIGN KEY ("tenant_id","brand_id") REFERENCES "public"."brands"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_entries" ADD CONSTRAINT "cost_entries_tenant_id_package_size_id_package_sizes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","package_size_id") REFERENCES "public"."package_sizes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_entries" ADD CONSTRAINT "cost_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_setting_stitches" ADD CONSTRAINT "custom_setting_stitches_tenant_id_custom_setting_id_custom_settings_tenant_id_id_fk" FOREIGN KEY ("tenant_id","custom_setting_id") REFERENCES "public"."custom_settings"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_setting_stitches" ADD CONSTRAINT "custom_setting_stitches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_settings" ADD CONSTRAINT "custom_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shades" ADD CONSTRAINT "shades_tenant_id_colour_group_id_colour_groups_tenant_id_id_fk" FOREIGN KEY ("tenant_id","colour_group_id") REFERENCES "public"."colour_groups"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shades" ADD CONSTRAINT "shades_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_configurations" ADD CONSTRAINT "system_configurations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_tenant_name_key" ON "brands" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "package_sizes_ticket_tex_length_key" ON "package_sizes" USING btree ("tenant_id","ticket_tex_id","length_m");--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_tenant_name_key" ON "product_categories" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_types_tenant_name_key" ON "product_types" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "stitch_types_tenant_code_key" ON "stitch_types" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_texes_brand_ticket_tex_key" ON "ticket_texes" USING btree ("tenant_id","brand_id","ticket","tex");--> statement-breakpoint
CREATE UNIQUE INDEX "colour_groups_tenant_code_key" ON "colour_groups" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_entries_thread_key" ON "cost_entries" USING btree ("tenant_id","brand_id",lower("article"),"colour_group","package_size_id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_settings_tenant_name_key" ON "custom_settings" USING btree ("tenant_id",lower(btrim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "shades_tenant_name_key" ON "shades" USING btree ("tenant_id",lower(btrim("name")));--> statement-breakpoint
CREATE POLICY "brands_tenant_isolation" ON "brands" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "package_sizes_tenant_isolation" ON "package_sizes" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "product_categories_tenant_isolation" ON "product_categories" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "product_types_tenant_isolation" ON "product_types" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "stitch_types_tenant_isolation" ON "stitch_types" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "ticket_texes_tenant_isolation" ON "ticket_texes" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "colour_groups_tenant_isolation" ON "colour_groups" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "cost_entries_tenant_isolation" ON "cost_entries" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "custom_setting_stitches_tenant_isolation" ON "custom_setting_stitches" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "custom_settings_tenant_isolation" ON "custom_settings" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "shades_tenant_isolation" ON "shades" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "system_configurations_tenant_isolation" ON "system_configurations" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "user_settings_tenant_isolation" ON "user_settings" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);