CREATE TABLE "operation_gradings" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"operation_id" integer NOT NULL,
	"grading" jsonb NOT NULL,
	CONSTRAINT "operation_gradings_tenant_id_operation_id_pk" PRIMARY KEY("tenant_id","operation_id")
);
--> statement-breakpoint
ALTER TABLE "operation_gradings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "size_ranges" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "size_ranges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(50) NOT NULL,
	"sizes" jsonb NOT NULL,
	"base_size" varchar(16) NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modification_time" timestamp with time zone,
	"concurrency_stamp" uuid DEFAULT gen_random_uuid() NOT NULL,
	CONSTRAINT "size_ranges_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "size_ranges" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "style_colourways" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "style_colourways_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"style_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" varchar(40) NOT NULL,
	"code" varchar(20) DEFAULT '' NOT NULL,
	"fabric_colour" varchar(40) DEFAULT '' NOT NULL,
	"dtm_shade" varchar(50),
	"quantities" jsonb NOT NULL,
	"thread_shades" jsonb NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modification_time" timestamp with time zone,
	"concurrency_stamp" uuid DEFAULT gen_random_uuid() NOT NULL,
	CONSTRAINT "style_colourways_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "style_colourways" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "style_orders" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"style_id" integer NOT NULL,
	"sizes" jsonb NOT NULL,
	"base_size" varchar(16) NOT NULL,
	"run_mode" varchar(12) DEFAULT 'sequential' NOT NULL,
	"last_modification_time" timestamp with time zone,
	"concurrency_stamp" uuid DEFAULT gen_random_uuid() NOT NULL,
	CONSTRAINT "style_orders_tenant_id_style_id_pk" PRIMARY KEY("tenant_id","style_id"),
	CONSTRAINT "style_orders_run_mode_check" CHECK ("style_orders"."run_mode" in ('sequential', 'concurrent'))
);
--> statement-breakpoint
ALTER TABLE "style_orders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "operation_gradings" ADD CONSTRAINT "operation_gradings_tenant_id_operation_id_operations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","operation_id") REFERENCES "public"."operations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_ranges" ADD CONSTRAINT "size_ranges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_colourways" ADD CONSTRAINT "style_colourways_tenant_id_style_id_styles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","style_id") REFERENCES "public"."styles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_orders" ADD CONSTRAINT "style_orders_tenant_id_style_id_styles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","style_id") REFERENCES "public"."styles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "size_ranges_tenant_name_key" ON "size_ranges" USING btree ("tenant_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "style_colourways_tenant_style_idx" ON "style_colourways" USING btree ("tenant_id","style_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "style_colourways_style_name_key" ON "style_colourways" USING btree ("tenant_id","style_id",lower(btrim("name")));--> statement-breakpoint
CREATE POLICY "operation_gradings_tenant_isolation" ON "operation_gradings" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select spool_request_tenant())) WITH CHECK (tenant_id = (select spool_request_tenant()));--> statement-breakpoint
CREATE POLICY "size_ranges_tenant_isolation" ON "size_ranges" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select spool_request_tenant())) WITH CHECK (tenant_id = (select spool_request_tenant()));--> statement-breakpoint
CREATE POLICY "style_colourways_tenant_isolation" ON "style_colourways" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select spool_request_tenant())) WITH CHECK (tenant_id = (select spool_request_tenant()));--> statement-breakpoint
CREATE POLICY "style_orders_tenant_isolation" ON "style_orders" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select spool_request_tenant())) WITH CHECK (tenant_id = (select spool_request_tenant()));