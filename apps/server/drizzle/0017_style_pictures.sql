CREATE TABLE "style_pictures" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"style_id" integer NOT NULL,
	"content_type" varchar(20) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"last_modification_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "style_pictures_tenant_id_style_id_pk" PRIMARY KEY("tenant_id","style_id")
);
--> statement-breakpoint
ALTER TABLE "style_pictures" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "style_pictures" ADD CONSTRAINT "style_pictures_tenant_id_style_id_styles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","style_id") REFERENCES "public"."styles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "style_pictures_tenant_isolation" ON "style_pictures" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);