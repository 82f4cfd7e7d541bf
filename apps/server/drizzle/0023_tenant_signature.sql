INSERT INTO "server_secrets" ("name", "value") VALUES ('tenant-signing-key', to_jsonb(replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''))) ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
DO $$
  -- HMAC-SHA256's two padded keys (RFC 2104), kept beside the key so that a call hashes twice
  -- and builds nothing: core sha256() needs no extension (pgcrypto's, on PGlite, failed to
  -- start its digest now and then).
  DECLARE
    signing_key bytea := (SELECT decode(value #>> '{}', 'hex') FROM server_secrets WHERE name = 'tenant-signing-key');
    inner_pad bytea := decode(repeat('36', 64), 'hex');
    outer_pad bytea := decode(repeat('5c', 64), 'hex');
  BEGIN
    FOR i IN 0 .. length(signing_key) - 1 LOOP
      inner_pad := set_byte(inner_pad, i, get_byte(signing_key, i) # 54);
      outer_pad := set_byte(outer_pad, i, get_byte(signing_key, i) # 92);
    END LOOP;
    INSERT INTO server_secrets (name, value)
      VALUES ('tenant-signing-inner-pad', to_jsonb(encode(inner_pad, 'hex'))),
             ('tenant-signing-outer-pad', to_jsonb(encode(outer_pad, 'hex')))
      ON CONFLICT (name) DO NOTHING;
  END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION spool_request_tenant() RETURNS uuid
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  AS $$
  BEGIN
    -- PL/pgSQL keeps this plan for the session (a SQL function planned its body at the first
    -- call of every statement), and every name is qualified rather than set with SET
    -- search_path, which every call would pay for: the policies call this once per table.
    RETURN CASE
      WHEN pg_catalog.encode(pg_catalog.sha256(
             (SELECT pg_catalog.decode(s.value OPERATOR(pg_catalog.#>>) '{}', 'hex')
                FROM public.server_secrets s
               WHERE s.name OPERATOR(pg_catalog.=) 'tenant-signing-outer-pad')
             OPERATOR(pg_catalog.||) pg_catalog.sha256(
               (SELECT pg_catalog.decode(s.value OPERATOR(pg_catalog.#>>) '{}', 'hex')
                  FROM public.server_secrets s
                 WHERE s.name OPERATOR(pg_catalog.=) 'tenant-signing-inner-pad')
               OPERATOR(pg_catalog.||) pg_catalog.convert_to(
                 coalesce(pg_catalog.current_setting('app.tenant_id', true), ''), 'UTF8'))), 'hex')
           OPERATOR(pg_catalog.=) pg_catalog.current_setting('app.tenant_sig', true)
      THEN nullif(pg_catalog.current_setting('app.tenant_id', true), '')::pg_catalog.uuid
      ELSE '00000000-0000-0000-0000-000000000000'::pg_catalog.uuid
    END;
  END
  $$;--> statement-breakpoint
REVOKE ALL ON FUNCTION spool_request_tenant() FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION spool_request_tenant() TO spool_app, spool_host, spool_signin;--> statement-breakpoint
ALTER POLICY "permission_grants_tenant_isolation" ON "permission_grants" TO public USING (tenant_id is not distinct from (select spool_request_tenant())) WITH CHECK (tenant_id is not distinct from (select spool_request_tenant()));--> statement-breakpoint
ALTER POLICY "roles_tenant_isolation" ON "roles" TO public USING (tenant_id is not distinct from (select spool_request_tenant())) WITH CHECK (tenant_id is not distinct from (select spool_request_tenant()));--> statement-breakpoint
ALTER POLICY "user_roles_tenant_isolation" ON "user_roles" TO public USING (tenant_id is not distinct from (select spool_request_tenant())) WITH CHECK (tenant_id is not distinct from (select spool_request_tenant()));--> statement-breakpoint
ALTER POLICY "users_tenant_isolation" ON "users" TO public USING (tenant_id is not distinct from (select spool_request_tenant())) WITH CHECK (tenant_id is not distinct from (select spool_request_tenant()));--> statement-breakpoint
ALTER POLICY "customers_tenant_isolation" ON "customers" TO public USING (tenant_id = (select spool_request_tenant())) WITH CHECK (tenant_id = (select spool_request_tenant()));--> statement-breakpoint
ALTER POLICY "brands_tenant_isolation" ON "brands" TO public USING (tenant_id = (select spool_request_tenant())) WITH CHECK (tenant_id = (select spool_request_tenant()));--> statement-breakpoint
ALTER POLICY "package_sizes_tenant_isolation" ON "package_sizes" TO public USING (tenant_id = (select spool_request_tenant())) WITH CHECK (tenant_id = (select spool_request_tenant()));--> statement-breakpoint
ALTER POLICY "product_categories_tenant_isolation" ON "product_categories" TO public USING (tenant_id = (select spool_request_tenant())) WITH CHECK (tenant_id = (select spool_request_tenant()));--> statement-breakpoint
ALTER POLICY "product_types_tenant_isolation" ON "product_types" TO public USING (tenant_id = (select spool_request_tenant())) WITH CHECK (tenant_id = (select spool_request_tenant()));--> statement-breakpoint
ALTER POLICY "stitch_types_tenant_isolation" ON "stitch_types" TO public USING (tenant_id = (select spool_request_tenant())) WITH CHECK (tenant_id = (select spool_request_tenant()));--> statement-breakpoint
ALTER POLICY "ticket_texes_tenant_isolation" ON "ticket_texes" TO public USING (tenant_id = (select spool_request_tenant())) WITH CHECK (tenant_id = (select spool_request_tenant()));--> statement-breakpoint
ALTER POLICY "calibration_samples_tenant_isolation" ON "calibration_samples" TO public USING (tenant_id = (select spool_request_tenant())) WITH CHECK (tenant_id = (select spool_request_tenant()));--> statement-breakpoint
ALTER POLICY "colour_groups_tenant_isolation" ON "colour_groups" TO public USING (tenant_id = (select spool_request_tenant())) WITH CHECK (tenant_id = (select spool_request_tenant()));--> statement-breakpoint
ALTER POLICY "cost_entries_tenant_isolation" ON "cost_entries" TO public USING (tenant_id = (select spool_request_tenant())) WITH CHECK (tenant_id = (select spool_request_tenant()));--> statement-breakpoint
ALTER POLICY "custom_setting_stitches_tenant_isolation" ON "custom_setting_stitches" TO public USING (tenant_id = (select spool_request_tenant())) WITH CHECK (tenant_id = (select spool_request_tenant()));--> statement-breakpoint
ALTER POLICY "custom_settings_tenant_isolation" ON "custom_settings" TO public USING (tenant_id = (select spool_request_tenant())) WITH CHECK (tenant_id = (select spool_request_tenant()));--> statement-breakpoint
ALTER POLICY "shades_tenant_isolation" ON "shades" TO public USING (tenant_id = (select spool_request_tenant())) WITH CHECK (tenant_id = (select spool_request_tenant()));--> statement-breakpoint
ALTER POLICY "system_configurations_tenant_isolation" ON "system_configurations" TO public USING (tenant_id = (select spool_request_tenant())) WITH CHECK (tenant_id = (select spool_request_tenant()));--> statement-breakpoint
ALTER POLICY "user_settings_tenant_isolation" ON "user_settings" TO public USING (tenant_id = (select spool_request_tenant())) WITH CHECK (tenant_id = (select spool_request_tenant()));--> statement-breakpoint
ALTER POLICY "operation_lines_tenant_isolation" ON "operation_lines" TO public USING (tenant_id = (select spool_request_tenant())) WITH CHECK (tenant_id = (select spool_request_tenant()));--> statement-breakpoint
ALTER POLICY "operations_tenant_isolation" ON "operations" TO public USING (tenant_id = (select spool_request_tenant())) WITH CHECK (tenant_id = (select spool_request_tenant()));--> statement-breakpoint
ALTER POLICY "style_counts_tenant_isolation" ON "style_counts" TO public USING (tenant_id = (select spool_request_tenant())) WITH CHECK (tenant_id = (select spool_request_tenant()));--> statement-breakpoint
ALTER POLICY "style_pictures_tenant_isolation" ON "style_pictures" TO public USING (tenant_id = (select spool_request_tenant())) WITH CHECK (tenant_id = (select spool_request_tenant()));--> statement-breakpoint
ALTER POLICY "styles_tenant_isolation" ON "styles" TO public USING (tenant_id = (select spool_request_tenant())) WITH CHECK (tenant_id = (select spool_request_tenant()));--> statement-breakpoint
ALTER POLICY "audit_log_entries_tenant_isolation" ON "audit_log_entries" TO public USING (tenant_id is not distinct from (select spool_request_tenant())) WITH CHECK (tenant_id is not distinct from (select spool_request_tenant()));--> statement-breakpoint
ALTER POLICY "usage_events_tenant_isolation" ON "usage_events" TO public USING (tenant_id = (select spool_request_tenant())) WITH CHECK (tenant_id = (select spool_request_tenant()));--> statement-breakpoint
ALTER POLICY "purchase_plan_styles_tenant_isolation" ON "purchase_plan_styles" TO public USING (tenant_id = (select spool_request_tenant())) WITH CHECK (tenant_id = (select spool_request_tenant()));--> statement-breakpoint
ALTER POLICY "purchase_plans_tenant_isolation" ON "purchase_plans" TO public USING (tenant_id = (select spool_request_tenant())) WITH CHECK (tenant_id = (select spool_request_tenant()));