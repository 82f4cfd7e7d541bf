-- No new ticket, tex or cone length of zero or less, by any path. NOT VALID: a value stored
-- before the forms refused it stays, and is listed for the tenant's administrators to correct.
ALTER TABLE "package_sizes" ADD CONSTRAINT "package_sizes_positive" CHECK ("package_sizes"."length_m" > 0) NOT VALID;--> statement-breakpoint
ALTER TABLE "ticket_texes" ADD CONSTRAINT "ticket_texes_positive" CHECK ("ticket_texes"."ticket" > 0 and "ticket_texes"."tex" > 0) NOT VALID;
