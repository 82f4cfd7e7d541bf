ALTER TABLE "operation_lines" DROP CONSTRAINT "operation_lines_tenant_id_tenants_id_fk";
--> statement-breakpoint
ALTER TABLE "operations" DROP CONSTRAINT "operations_tenant_id_tenants_id_fk";
