CREATE TABLE "access_versions" (
	"side" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
-- Every change of what decides a caller's access adds one to its side's number, in the
-- change's transaction, once a statement (through its transition table). The functions run as
-- the owner: the sign-in role (failed attempts, lockouts) and the host change users and grants
-- of sides other than their own, and the application role may only read the numbers.
CREATE FUNCTION "spool_access_changed"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  INSERT INTO access_versions (side, version)
    SELECT DISTINCT coalesce(tenant_id, '00000000-0000-0000-0000-000000000000'::uuid), 1 FROM changed
  ON CONFLICT (side) DO UPDATE SET version = access_versions.version + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "spool_tenant_access_changed"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  INSERT INTO access_versions (side, version)
    SELECT DISTINCT id, 1 FROM changed
  ON CONFLICT (side) DO UPDATE SET version = access_versions.version + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_access_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION spool_access_changed();--> statement-breakpoint
CREATE TRIGGER "users_access_update" AFTER UPDATE ON "users" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION spool_access_changed();--> statement-breakpoint
CREATE TRIGGER "users_access_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION spool_access_changed();--> statement-breakpoint
CREATE TRIGGER "user_roles_access_insert" AFTER INSERT ON "user_roles" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION spool_access_changed();--> statement-breakpoint
CREATE TRIGGER "user_roles_access_update" AFTER UPDATE ON "user_roles" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION spool_access_changed();--> statement-breakpoint
CREATE TRIGGER "user_roles_access_delete" AFTER DELETE ON "user_roles" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION spool_access_changed();--> statement-breakpoint
CREATE TRIGGER "roles_access_update" AFTER UPDATE ON "roles" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION spool_access_changed();--> statement-breakpoint
CREATE TRIGGER "roles_access_delete" AFTER DELETE ON "roles" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION spool_access_changed();--> statement-breakpoint
CREATE TRIGGER "permission_grants_access_insert" AFTER INSERT ON "permission_grants" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION spool_access_changed();--> statement-breakpoint
CREATE TRIGGER "permission_grants_access_update" AFTER UPDATE ON "permission_grants" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION spool_access_changed();--> statement-breakpoint
CREATE TRIGGER "permission_grants_access_delete" AFTER DELETE ON "permission_grants" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION spool_access_changed();--> statement-breakpoint
CREATE TRIGGER "tenants_access_update" AFTER UPDATE ON "tenants" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION spool_tenant_access_changed();--> statement-breakpoint
CREATE TRIGGER "tenants_access_delete" AFTER DELETE ON "tenants" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION spool_tenant_access_changed();
