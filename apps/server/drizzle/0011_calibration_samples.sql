CREATE TABLE "calibration_samples" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "calibration_samples_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"custom_setting_id" integer NOT NULL,
	"stitch_type_code" varchar(8) NOT NULL,
	"seam_length_cm" double precision,
	"cycles" integer,
	"rate_per_3cm" double precision,
	"seam_thickness_mm" double precision,
	"bight_mm" double precision,
	"needle_cm" double precision,
	"under_cm" double precision,
	"top_cm" double precision,
	"created_by" varchar(256),
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calibration_samples_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "calibration_samples" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "calibration_samples" ADD CONSTRAINT "calibration_samples_tenant_id_custom_setting_id_custom_settings_tenant_id_id_fk" FOREIGN KEY ("tenant_id","custom_setting_id") REFERENCES "public"."custom_settings"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_samples" ADD CONSTRAINT "calibration_samples_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calibration_samples_stitch_idx" ON "calibration_samples" USING btree ("tenant_id","custom_setting_id","stitch_type_code");--> statement-breakpoint
CREATE POLICY "calibration_samples_tenant_isolation" ON "calibration_samples" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);