CREATE TABLE "operation_lines" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"operation_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"needle_name" varchar(100) NOT NULL,
	"brand_id" integer,
	"ticket_tex_id" integer,
	"package_size_id" integer,
	"shade" varchar(50),
	CONSTRAINT "operation_lines_tenant_id_operation_id_position_pk" PRIMARY KEY("tenant_id","operation_id","position")
);
--> statement-breakpoint
ALTER TABLE "operation_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "operations" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "operations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"style_id" integer NOT NULL,
	"group_number" integer NOT NULL,
	"is_on_team" boolean DEFAULT false NOT NULL,
	"description" varchar(100) NOT NULL,
	"stitch_type_code" varchar(8) NOT NULL,
	"seam_length_cm" numeric(12, 4) NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"bight_mm" numeric(10, 4),
	"rate" numeric(10, 4) NOT NULL,
	"machines" integer DEFAULT 1 NOT NULL,
	"seam_thickness_mm" numeric(8, 2) DEFAULT 1 NOT NULL,
	"is_complete_operation" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modification_time" timestamp with time zone,
	"concurrency_stamp" uuid DEFAULT gen_random_uuid() NOT NULL,
	CONSTRAINT "operations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "operations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "styles" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "styles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(30) NOT NULL,
	"color" varchar(30),
	"description" varchar(200),
	"size" varchar(30),
	"weight_type" smallint DEFAULT 2 NOT NULL,
	"quantity" integer NOT NULL,
	"number_of_production_lines" smallint NOT NULL,
	"customer_id" integer NOT NULL,
	"product_category_id" integer NOT NULL,
	"product_type_id" integer NOT NULL,
	"custom_setting_id" integer DEFAULT 0 NOT NULL,
	"single_garment_consumption" numeric(14, 4),
	"last_report_time" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(256),
	"last_modification_time" timestamp with time zone,
	"last_modified_by" varchar(256),
	"concurrency_stamp" uuid DEFAULT gen_random_uuid() NOT NULL,
	CONSTRAINT "styles_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "styles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "operation_lines" ADD CONSTRAINT "operation_lines_tenant_id_operation_id_operations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","operation_id") REFERENCES "public"."operations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_lines" ADD CONSTRAINT "operation_lines_tenant_id_brand_id_brands_tenant_id_id_fk" FOREIGN KEY ("tenant_id","brand_id") REFERENCES "public"."brands"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_lines" ADD CONSTRAINT "operation_lines_tenant_id_ticket_tex_id_ticket_texes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","ticket_tex_id") REFERENCES "public"."ticket_texes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_lines" ADD CONSTRAINT "operation_lines_tenant_id_package_size_id_package_sizes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","package_size_id") REFERENCES "public"."package_sizes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_lines" ADD CONSTRAINT "operation_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_tenant_id_style_id_styles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","style_id") REFERENCES "public"."styles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "styles" ADD CONSTRAINT "styles_tenant_id_customer_id_customers_tenant_id_id_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "styles" ADD CONSTRAINT "styles_tenant_id_product_category_id_product_categories_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_category_id") REFERENCES "public"."product_categories"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "styles" ADD CONSTRAINT "styles_tenant_id_product_type_id_product_types_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_type_id") REFERENCES "public"."product_types"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "styles" ADD CONSTRAINT "styles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operation_lines_tenant_brand_idx" ON "operation_lines" USING btree ("tenant_id","brand_id");--> statement-breakpoint
CREATE INDEX "operation_lines_tenant_shade_idx" ON "operation_lines" USING btree ("tenant_id",lower(btrim("shade")));--> statement-breakpoint
CREATE INDEX "operations_tenant_style_idx" ON "operations" USING btree ("tenant_id","style_id","group_number");--> statement-breakpoint
CREATE INDEX "operations_tenant_stitch_idx" ON "operations" USING btree ("tenant_id","stitch_type_code");--> statement-breakpoint
CREATE UNIQUE INDEX "styles_tenant_name_key" ON "styles" USING btree ("tenant_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "styles_tenant_creation_idx" ON "styles" USING btree ("tenant_id","creation_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "styles_tenant_customer_idx" ON "styles" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE INDEX "styles_tenant_category_idx" ON "styles" USING btree ("tenant_id","product_category_id");--> statement-breakpoint
CREATE INDEX "styles_tenant_type_idx" ON "styles" USING btree ("tenant_id","product_type_id");--> statement-breakpoint
CREATE INDEX "styles_tenant_setting_idx" ON "styles" USING btree ("tenant_id","custom_setting_id");--> statement-breakpoint
CREATE POLICY "operation_lines_tenant_isolation" ON "operation_lines" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "operations_tenant_isolation" ON "operations" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "styles_tenant_isolation" ON "styles" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);